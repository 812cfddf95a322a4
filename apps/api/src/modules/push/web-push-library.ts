export type WebPush = typeof import('web-push');

let loading: Promise<WebPush> | undefined;

/**
 * web-push, loaded with the first key made or the first push sent: a shop whose family never
 * subscribes never loads it (decision 040). It is CommonJS: its exports are the default.
 */
export function loadWebPush(): Promise<WebPush> {
  loading ??= import('web-push').then(
    (module) => ('default' in module ? module.default : module) as WebPush,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
