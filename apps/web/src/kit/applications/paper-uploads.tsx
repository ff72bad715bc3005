import { get, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { DocumentUpload } from './document-upload';

export interface PaperUploadsProps<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  /** The form's record of uploads by paper (`documents`, `applicants.0.documents`). */
  name: Path<In>;
  /** The papers the application asks for, in order. */
  papers: readonly string[];
  /** A paper's name in the service's words. */
  label: (paper: string) => string;
}

/**
 * An application's papers: one upload each, its id kept in the form under `name` by paper, a paper's missing
 * mark (`name.<paper>`) cleared once it is sent. The service puts the hint and the box around it.
 */
export function PaperUploads<In extends FieldValues, Out>({ form, name, papers, label }: PaperUploadsProps<In, Out>) {
  const documents = (useWatch({ control: form.control, name }) ?? {}) as Record<string, string>;
  const errorOf = (paper: string) =>
    (get(form.formState.errors, `${name}.${paper}`) as { message?: string } | undefined)?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {papers.map((paper) => (
        <DocumentUpload
          key={paper}
          label={label(paper)}
          uploaded={!!documents[paper]}
          error={errorOf(paper)}
          onUploaded={(id) => {
            const uploads = { ...(form.getValues(name) as Record<string, string>), [paper]: id };
            form.setValue(name, uploads as PathValue<In, Path<In>>);
            form.clearErrors(`${name}.${paper}` as Path<In>);
          }}
        />
      ))}
    </div>
  );
}
