import { z } from 'zod';

/**
 * Readable default messages for the validation errors people actually meet (missing and blank fields);
 * schemas that need a specific text give it themselves.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required.';
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'This field may not be blank.';
    return undefined;
  },
});
