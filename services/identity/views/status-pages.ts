import { escapeHtml, page } from "./layout";

/**
 * RP-initiated logout confirmation. The web app only sends users here when they clicked Log out,
 * so the page submits itself; the button is the fallback without JavaScript.
 */
export function logoutPage(form: string): string {
  return page(
    "Log out",
    `<h1>Log out of Kazi</h1>
<p class="lead">You are being logged out&hellip;</p>
${form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-button">Log out</button>
<script>document.getElementById("logout-button").click()</script>`,
  );
}

export function loggedOutPage(siteUrl: string): string {
  return page(
    "Logged out",
    `<h1>You are logged out</h1>
<p class="lead">Thanks for using Kazi. See you soon.</p>
<a class="button" href="${escapeHtml(siteUrl)}">Back to Kazi</a>`,
  );
}

export function errorPage(siteUrl: string, message: string): string {
  return page(
    "Something went wrong",
    `<h1>Something went wrong</h1>
<p class="lead" role="alert">${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(siteUrl)}">Back to Kazi</a>`,
  );
}
