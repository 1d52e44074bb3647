import { useChunkPrefetch } from './chunk-prefetch';
import { NavigationProgress } from './navigation-progress';
import { TelegramBackButton } from './telegram-back-button';
import { useBuildRefresh } from './use-build-refresh';
import { useTrackHistoryDepth } from './use-go-back';

/**
 * What every page of every app needs around navigation: for Back (spec §2) the visit's history depth and
 * Telegram's back button; the loading progress bar, the build refresh and the chunk prefetch (spec §4).
 */
export function ShellNavigation() {
  useTrackHistoryDepth();
  useBuildRefresh();
  useChunkPrefetch();
  return (
    <>
      <NavigationProgress />
      <TelegramBackButton />
    </>
  );
}
