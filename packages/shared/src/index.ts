/**
 * Everything, for the API. The web app imports the files it needs instead: `@dapur/shared/<x>`
 * never loads zod, `@dapur/shared/schemas/<x>` holds the zod schemas.
 */
export * from './limits';
export * from './phone';
export * from './money';
export * from './restaurant';
export * from './envelope';
export * from './fields';
export * from './auth';
export * from './menu';
export * from './cart';
export * from './orders';
export * from './suggestions';
export * from './qris';
export * from './reports';
export * from './setup';
export * from './ordering';
export * from './shop-time';
export * from './order-rules';
export * from './push';
export * from './dish-options';
export * from './schemas/envelope';
export * from './schemas/fields';
export * from './schemas/auth';
export * from './schemas/menu';
export * from './schemas/cart';
export * from './schemas/orders';
export * from './schemas/suggestions';
export * from './schemas/qris';
export * from './schemas/restaurant';
export * from './schemas/reports';
export * from './schemas/setup';
export * from './schemas/ordering';
export * from './schemas/push';
export * from './schemas/dish-options';
