"""The one confidence interval of the package: the Wilson score interval of a binomial proportion
(the fair chances' and the study's win rates both use it)."""

from __future__ import annotations

import math

__all__ = ["Z95", "wilson"]

Z95 = 1.959963984540054
"""The 97.5% point of the normal distribution: 95% intervals."""


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for ``k`` successes in ``n`` trials (``(0, 1)`` when
    ``n`` is 0); its ends are exactly 0 when ``k`` is 0 and 1 when ``k`` is ``n``.

    >>> [round(x, 3) for x in wilson(5, 10)]
    [0.237, 0.763]
    >>> wilson(0, 4)[0], wilson(4, 4)[1], wilson(0, 0)
    (0.0, 1.0, (0.0, 1.0))
    """
    if n <= 0:
        return 0.0, 1.0
    p, z2 = k / n, z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (0.0 if k == 0 else max(0.0, centre - half)), (1.0 if k == n else min(1.0, centre + half))
