export { CategoriesPage as Component } from '../../features/catalog/pages/categories-page';
