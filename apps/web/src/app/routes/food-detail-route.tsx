export { FoodDetailPage as Component } from '../../features/catalog/pages/food-detail-page';
