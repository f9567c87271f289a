export default function DocItemPaginator() {
  return null;
}
