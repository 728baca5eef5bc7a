/** The number of a step, in a disc; the list itself carries the order for assistive technology. */
export function StepNumber({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 36,
        height: 36,
        borderRadius: '50%',
        background: '#003eb3',
        color: '#ffffff',
        fontWeight: 600,
        fontSize: 16,
      }}
    >
      {value}
    </span>
  );
}
