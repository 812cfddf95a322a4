import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCategoryResponseSchema, adminFoodResponseSchema } from '@dapur/shared/schemas/menu';
import { IMAGE_MAX_BYTES, type AdminCategory, type AdminFood } from '@dapur/shared/menu';
import { apiClient } from '../../../lib/api-client';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { PhotoTooLargeError } from '../lib/photo-error';
import { storeAdminCategory } from './get-admin-categories';
import { storeAdminFood } from './get-admin-foods';
import { refreshMenu } from './refresh-menu';

/** A photo takes longer than a JSON call on a kitchen's mobile connection. */
export const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;

/** The form field the server reads the picture from. */
export const PHOTO_FIELD = 'image';

/**
 * Shrinks the photo in the browser, then sends it as the `image` field of a multipart form.
 * A photo still past 5 MB (one the browser could not shrink) is refused here with the
 * server's own words, sparing a phone the upload.
 */
async function sendPhoto(path: string, file: File): Promise<unknown> {
  const photo = await shrinkPhoto(file);
  if (photo.size > IMAGE_MAX_BYTES) throw new PhotoTooLargeError();
  const form = new FormData();
  form.append(PHOTO_FIELD, photo, photo.name);
  return apiClient.post(path, { body: form, timeout: PHOTO_UPLOAD_TIMEOUT_MS }).json();
}

export async function uploadFoodPhoto(id: number, file: File): Promise<AdminFood> {
  return adminFoodResponseSchema.parse(await sendPhoto(`admin/foods/${id}/image`, file)).data;
}

export async function uploadCategoryPhoto(id: number, file: File): Promise<AdminCategory> {
  const body = await sendPhoto(`admin/categories/${id}/image`, file);
  return adminCategoryResponseSchema.parse(body).data;
}

/** The dish's new photo shows as soon as the server has it. */
export function useUploadFoodPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFoodPhoto(id, file),
    onSuccess: (food) => {
      storeAdminFood(queryClient, food);
      void refreshMenu(queryClient);
    },
  });
}

export function useUploadCategoryPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCategoryPhoto(id, file),
    onSuccess: (category) => {
      storeAdminCategory(queryClient, category);
      void refreshMenu(queryClient);
    },
  });
}
