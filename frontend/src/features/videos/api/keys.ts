import type { VideoScope } from '@contracts/videos';
import { listDetailKeys } from '@/lib/query-pages';

export const videoKeys = listDetailKeys<'videos', VideoScope>('videos');
