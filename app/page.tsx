export default function Home() {
  return <main>Kazi</main>;
}
