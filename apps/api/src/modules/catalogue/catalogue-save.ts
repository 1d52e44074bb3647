import type { Locale } from '@donut/i18n';
import { validationMessages } from '@donut/validation';
import type { Db } from '../../db/database';
import { foreignKeyViolation } from '../../db/unique-violation';
import { invalidInput } from '../../core/domain-error';
import type { Platform } from '../../core/platform';
import { assertWithinPlanLimit, lockPlanUsage } from '../billing/plan-limits';
import { keepingPhotosOnlyIfSaved, type CataloguePhotoChanges } from './catalogue-photos';

type Deps = Pick<Platform, 'db' | 'files' | 'log'> & { locale: Locale };

export interface CatalogueSave {
  clientId: string;
  /** The plan limit a new item counts towards; null when an existing item is saved. */
  newItemOf: 'services' | 'products' | null;
  /** The photos the save stored and released (storeCataloguePhotos). */
  photos: CataloguePhotoChanges;
  /** The item's category foreign key: a category the project does not have is the `category_id` field's error. */
  categoryKey: string;
}

/**
 * Saves a service or a product in one transaction that first takes the owner's plan-usage lock when the save adds
 * an item or photos, then checks the plan's count and storage, so two saves at once cannot both take the last place.
 * All or nothing, files included: a failed save removes the photos it stored, a saved one the photos it released.
 */
export function saveCatalogueItem<T>(
  deps: Deps,
  save: CatalogueSave,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const { clientId, newItemOf, photos } = save;
  return keepingPhotosOnlyIfSaved(deps, photos, async () => {
    try {
      return await deps.db.transaction(async (tx) => {
        if (newItemOf || photos.addedBytes > 0) await lockPlanUsage(tx, clientId);
        if (newItemOf) await assertWithinPlanLimit(tx, clientId, newItemOf, 1, deps.locale);
        if (photos.addedBytes > 0)
          await assertWithinPlanLimit(tx, clientId, 'storage', photos.addedBytes, deps.locale);
        return write(tx);
      });
    } catch (error) {
      if (foreignKeyViolation(error) === save.categoryKey)
        throw invalidInput({ category_id: validationMessages.invalid });
      throw error;
    }
  });
}
