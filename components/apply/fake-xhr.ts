// For the apply form's tests: the browser's XHR, driven by the test.

/** Stands in for the browser's XHR so the test decides when the upload progresses and how it ends. */
export class FakeXhr {
  static last: FakeXhr;
  static all: FakeXhr[] = [];
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  body?: FormData;
  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
  }
  /** Installs the fake as window.XMLHttpRequest, forgetting earlier requests. */
  static install() {
    (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    FakeXhr.last = undefined as unknown as FakeXhr;
    FakeXhr.all = [];
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  headers: Record<string, string> = {};
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** The connection breaks: no answer at all (fetch's TypeError, XHR's error event). */
  fail() {
    this.onerror?.();
  }
}

export const pdf = (bytes = 1000, name = "cv.pdf") =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
