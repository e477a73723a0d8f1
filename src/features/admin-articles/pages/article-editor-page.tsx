export function ArticleEditorPage() {
  return <h1>Article</h1>;
}
