// The framework's floor for the first-load JS budget: a Next.js app with one server-rendered page
// and no client code of its own, built with the storefront's own next and react. `npm run bench`
// builds it and prints its first-load JS beside the storefront's pages.
export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
