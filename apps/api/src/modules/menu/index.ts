import { defineModule } from '../module';
import { createAdminMenuService } from './admin-menu.service';
import { adminMenuRoutes } from './admin-menu.routes';
import { createMenuRepository } from './menu.repository';
import { menuRoutes } from './menu.routes';
import { createMenuService } from './menu.service';

/** The public menu (/foods, /categories) and the family's side of it (/admin/foods, /admin/categories). */
export const menuModule = defineModule(
  'menu',
  async (app, { db, catalog }) => {
    const repository = createMenuRepository(db, catalog);
    await app.register(menuRoutes, { menu: createMenuService(repository), catalog });
    await app.register(adminMenuRoutes, {
      prefix: '/admin',
      menu: createAdminMenuService(repository),
    });
  },
  { needs: ['auth'] },
);
