import type { VideoScope } from '@contracts/videos';
import { listDetailKeys } from '@/lib/query-keys';

export const videoKeys = listDetailKeys<'videos', VideoScope>('videos');
