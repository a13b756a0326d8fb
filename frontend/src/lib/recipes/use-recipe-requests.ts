import { useState } from 'react';
import { toast } from 'sonner';
import { type RecipeBlockValues, toRecipeRequest } from './recipe-form';
import { uploadRecipeImage } from './upload-recipe-image';

/**
 * The save requests for recipe blocks, each block's new photo uploaded first (the Manual tab and Edit
 * recipe), and whether an upload is under way. A failed upload tells the cook and gives null, so
 * nothing is saved.
 */
export function useRecipeRequests() {
  const [uploading, setUploading] = useState(false);

  async function toRequests(blocks: RecipeBlockValues[]) {
    const uploads = blocks.some((block) => block.imageFile);
    if (uploads) setUploading(true);
    try {
      return await Promise.all(
        blocks.map(async (block) =>
          toRecipeRequest(block, block.imageFile ? await uploadRecipeImage(block.imageFile) : block.imageUrl),
        ),
      );
    } catch (error) {
      toast.error('Failed to upload image', {
        description: error instanceof Error ? error.message : undefined,
      });
      return null;
    } finally {
      if (uploads) setUploading(false);
    }
  }

  return { uploading, toRequests };
}
