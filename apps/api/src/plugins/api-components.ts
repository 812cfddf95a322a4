import {
  adminCategorySchema,
  adminFoodSchema,
  adminOrderSchema,
  adminRestaurantSchema,
  adminSuggestionSchema,
  cartItemSchema,
  categorySchema,
  chosenOptionSchema,
  dishOptionSchema,
  errorBodySchema,
  foodSchema,
  inviteSchema,
  optionGroupSchema,
  orderItemSchema,
  orderSchema,
  orderSlotSchema,
  paymentSchema,
  restaurantSchema,
  suggestionSchema,
  userSchema,
} from '@dapur/shared';
import { z } from 'zod';

/**
 * The shapes a client meets in many answers, named once under the document's
 * `components.schemas` and referenced (`$ref`) wherever a route's schema holds that very
 * zod schema, so a generated client has one `Food` type instead of a copy per call.
 */
const namedSchemas: Record<string, z.ZodType> = {
  Error: errorBodySchema,
  User: userSchema,
  Food: foodSchema,
  Category: categorySchema,
  DishOption: dishOptionSchema,
  OptionGroup: optionGroupSchema,
  ChosenOption: chosenOptionSchema,
  CartItem: cartItemSchema,
  Payment: paymentSchema,
  OrderItem: orderItemSchema,
  Order: orderSchema,
  OrderSlot: orderSlotSchema,
  Restaurant: restaurantSchema,
  Suggestion: suggestionSchema,
  AdminFood: adminFoodSchema,
  AdminCategory: adminCategorySchema,
  AdminOrder: adminOrderSchema,
  AdminRestaurant: adminRestaurantSchema,
  AdminSuggestion: adminSuggestionSchema,
  Invite: inviteSchema,
};

/** Names them in zod's global registry, which the document's transform reads; once per process. */
export function nameDocumentedSchemas(): void {
  for (const [id, schema] of Object.entries(namedSchemas)) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
