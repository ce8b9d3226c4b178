// An /api address that no route handler serves: a JSON 404 like the other answers under /api,
// whatever the method, instead of an HTML page made for people. OPTIONS too, so that it names no
// methods: the web server answers a method Next does not serve here with this 404 as well.
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
  notFound as OPTIONS,
};
