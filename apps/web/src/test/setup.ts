// Test setup for web components.
export {};
