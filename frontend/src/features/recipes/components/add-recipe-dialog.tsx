import { FileText, Image, Link2, PencilLine } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ManualRecipeForm } from './manual-recipe-form';

function Unavailable({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-2 rounded-2xl border border-dashed border-terracotta-200 bg-white/70 p-5 text-[0.95rem] text-ink">
      {children}
    </div>
  );
}

/** Add Recipe: Manual, URL, PDF and Image tabs. Only Manual saves for now; the others say so. */
export function AddRecipeDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Add Recipe"
        description="Type a recipe in, or several at once."
        className="sm:max-w-2xl"
      >
        <Tabs defaultValue="manual">
          <TabsList aria-label="How to add the recipe">
            <TabsTrigger value="manual">
              <PencilLine aria-hidden="true" />
              Manual
            </TabsTrigger>
            <TabsTrigger value="url">
              <Link2 aria-hidden="true" />
              URL
            </TabsTrigger>
            <TabsTrigger value="pdf">
              <FileText aria-hidden="true" />
              PDF
            </TabsTrigger>
            <TabsTrigger value="image">
              <Image aria-hidden="true" />
              Image
            </TabsTrigger>
          </TabsList>
          <TabsContent value="manual">
            <ManualRecipeForm onSaved={() => setOpen(false)} />
          </TabsContent>
          <TabsContent value="url">
            <Unavailable>
              <p className="font-semibold text-terracotta-900">
                Importing from a web address is coming soon.
              </p>
              <p>
                Soon you will paste a recipe's link here and Hearth will fill in the title, ingredients and
                steps for you. Until then, please use the Manual tab.
              </p>
            </Unavailable>
          </TabsContent>
          <TabsContent value="pdf">
            <Unavailable>
              <p className="font-semibold text-terracotta-900">PDF extraction is currently unavailable.</p>
              <p>You can still add the recipe another way:</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>convert the PDF pages to images (JPEG or PNG) and use the Image tab,</li>
                <li>use the URL tab if the recipe is on a web page, or</li>
                <li>enter the recipe manually in the Manual tab.</li>
              </ul>
            </Unavailable>
          </TabsContent>
          <TabsContent value="image">
            <Unavailable>
              <p className="font-semibold text-terracotta-900">Reading recipes from photos is coming soon.</p>
              <p>
                Soon you will choose a JPEG or PNG of a recipe card or cookbook page and review what Hearth
                reads from it before saving. Until then, please use the Manual tab.
              </p>
            </Unavailable>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
