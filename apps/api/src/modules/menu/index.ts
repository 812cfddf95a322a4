import { defineModule } from '../module';
import { createMenuRepository } from './menu.repository';
import { menuRoutes } from './menu.routes';
import { createMenuService } from './menu.service';

/** The public menu: /foods and /categories. */
export const menuModule = defineModule('menu', async (app, { db }) => {
  await app.register(menuRoutes, { menu: createMenuService(createMenuRepository(db)) });
});
