export { CategoryPage as Component } from '../../features/catalog/pages/category-page';
