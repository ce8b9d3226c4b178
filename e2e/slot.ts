// Where one run of the browser tests lives. E2E_SLOT (0-9, default 0) moves every port and folder,
// so several checkouts or engineers can run the suite on one machine at once.
const slot = Number(process.env.E2E_SLOT || 0);
const suffix = slot ? `-${slot}` : "";

export const ports = {
  web: 3300 + slot * 10,
  broken: 3301 + slot * 10,
  api: 3302 + slot * 10,
  /** The test SMTP server of e2e/alerts.spec.ts; the product API sends its mail there. */
  smtp: 3303 + slot * 10,
  /** The stand-in for WhatsApp's Cloud API and Africa's Talking of e2e/phone.spec.ts. */
  phone: 3304 + slot * 10,
  idp: 4400 + slot * 10,
};
export const dirs = { dist: `.next-e2e${suffix}`, data: `.data-e2e${suffix}` };
export const webOrigin = `http://localhost:${ports.web}`;
export const idpOrigin = `http://localhost:${ports.idp}`;
