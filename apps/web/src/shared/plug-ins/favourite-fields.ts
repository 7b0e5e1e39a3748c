/** Reading a presented item's fields (items are open records: each kind has its own shape). */
export const textOf = (item: Record<string, unknown>, field: string): string => {
  const value = item[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

export const optionalTextOf = (item: Record<string, unknown>, field: string): string | null => textOf(item, field) || null;
