export function ArticleListPage() {
  return <h1>Blog</h1>;
}
