import { createContext, use } from 'react';
import type { DocumentView } from '@portal/contracts/documents';

/** What a document printed by the server carries at its foot: its QR code and verification link (decision 137). */
export interface DocumentVerifyValue {
  verify: DocumentView['verify'];
  /** The words beside the QR code, in the document's language. */
  caption: string;
}

export const DocumentVerifyContext = createContext<DocumentVerifyValue | null>(null);

/** The QR code of the document's `/verify/{code}` link and the link itself, when the document has one. */
export function DocumentVerifyMark() {
  const value = use(DocumentVerifyContext);
  if (!value) return null;
  const { qr, url } = value.verify;
  return (
    <div className="mt-3 flex items-center gap-3" data-testid="document-verify">
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        className="h-24 w-24 shrink-0"
        role="img"
        aria-label={value.caption}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p>
        {value.caption}
        <br />
        <bdi dir="ltr" className="font-mono break-all">
          {url}
        </bdi>
      </p>
    </div>
  );
}
