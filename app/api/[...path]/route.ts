// An /api address that no route handler serves: a JSON 404 like the other answers under /api,
// whatever the method, instead of an HTML page made for people.
export const dynamic = "force-dynamic";

function notFound() {
  return Response.json({ message: "Not found." }, { status: 404 });
}

export {
  notFound as GET,
  notFound as HEAD,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
