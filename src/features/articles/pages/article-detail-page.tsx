export function ArticleDetailPage() {
  return <h1>Article</h1>;
}
