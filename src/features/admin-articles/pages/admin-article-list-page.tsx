export function AdminArticleListPage() {
  return <h1>Articles</h1>;
}
