export * from './ids';
export * from './catalog';
export * from './accreditation';
export * from './demobilization';
export * from './access';
export * from './transport';
export * from './lodging';
export * from './api-calls';
