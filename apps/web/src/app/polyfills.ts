/**
 * The few runtime functions our dependencies call that the oldest supported browsers (Chrome 83, Edge 80,
 * Firefox 80, Safari 11) lack. Syntax is lowered by the build target; these are not.
 */
if (typeof Object.hasOwn !== 'function') {
  Object.defineProperty(Object, 'hasOwn', {
    value: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key),
    configurable: true,
    writable: true,
  });
}

export {};
