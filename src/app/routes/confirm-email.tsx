// Replaced by the screen of issue 17 (work in progress in this session).
export default function Screen() {
  return null;
}
