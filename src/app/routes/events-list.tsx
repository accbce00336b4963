// Placeholder until this screen is built.
export default function Page() {
  return <h1 className="p-8 text-2xl font-semibold">events-list</h1>;
}
