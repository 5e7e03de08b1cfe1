export * from './decider-spec';
export * from './projection-spec';
export * from './builders';
export * from './api-app';
export * from './lifecycle';
