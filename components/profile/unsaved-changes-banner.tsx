export function UnsavedChangesBanner() {
  return (
    <p
      role="status"
      className="rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm font-medium text-blue-900"
    >
      You have unsaved changes. Click &quot;Save Changes&quot; to update your profile.
    </p>
  );
}
