export default function Page() {
  return <p>Hola</p>;
}
