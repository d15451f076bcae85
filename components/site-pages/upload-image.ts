import { handleSessionExpired } from "@/lib/client/session-expired";

// A picture for a page goes up through the site-file call (POST /conference/platform/
// site/file?purpose=pageImage) with XMLHttpRequest rather than fetch, for its upload progress.

export type UploadResult = { ok: true; url: string } | { ok: false; message: string | null };

export function uploadPageImage(file: File, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/conference/platform/site/file?purpose=pageImage");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let json: { data?: { url?: string; fieldErrors?: Record<string, string> } | null; message?: string } | null = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status === 401) handleSessionExpired(json?.message ?? "");
      if (xhr.status >= 200 && xhr.status < 300 && json?.data?.url) return resolve({ ok: true, url: json.data.url });
      resolve({ ok: false, message: json?.data?.fieldErrors?.file ?? json?.message ?? null });
    };
    xhr.onerror = () => resolve({ ok: false, message: null });
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}
