export * from './enums';
export * from './constants';
export * from './labels';
export * from './filters';
export * from './discover';
export * from './money';
export * from './status';
export * from './names';
