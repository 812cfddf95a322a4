export { FoodsPage as Component } from '../../features/catalog/pages/foods-page';
