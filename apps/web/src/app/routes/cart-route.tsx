export { CartPage as Component } from '../../features/cart/pages/cart-page';
