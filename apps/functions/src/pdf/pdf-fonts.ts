// The PDFs' typefaces (the quote and the order confirmation): Inter (SIL Open Font License 1.1) as
// TrueType files from the npm package @expo-google-fonts/inter, a runtime dependency of the
// functions. Nothing is copied or fetched: the files are resolved from that package wherever the code
// runs — the unit tests (src), the emulator (lib/index.js, where esbuild leaves external dependencies
// as require calls) and a deploy (the runtime installs package.json's dependencies). Inter covers
// Spanish (á é í ó ú ü ñ ¿ ¡ °) and has tabular figures, so money columns line up.

export type TPdfFonts = { readonly regular: string; readonly bold: string };

/**
 * Absolute paths of the TrueType files pdfkit embeds (as subsets) in a PDF. Resolved on first use,
 * not when the functions load, so a missing font fails the PDF alone and not every function.
 */
export function pdfFonts(): TPdfFonts {
  resolved ??= {
    regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  };
  return resolved;
}

let resolved: TPdfFonts | undefined;
