#pragma once
// Explicit-tolerance comparison for doubles (bare QCOMPARE is fuzzy at 1e-12 and fails at 0).
#include <QTest>

#include <cmath>

namespace fleet::test {

inline bool relClose(double actual, double expected, double relTol)
{
    if (expected == 0.0)
        return std::fabs(actual) <= relTol;
    return std::fabs(actual - expected) <= relTol * std::fabs(expected);
}

} // namespace fleet::test

#define FLEET_COMPARE_REL(actual, expected, tol)                                                                    \
    do {                                                                                                           \
        const double a_ = (actual), e_ = (expected), t_ = (tol);                                                   \
        QVERIFY2(fleet::test::relClose(a_, e_, t_),                                                                 \
                 qPrintable(QStringLiteral("%1 = %2, expected %3 within %4 percent")                                    \
                                .arg(QStringLiteral(#actual))                                                      \
                                .arg(a_, 0, 'g', 10)                                                               \
                                .arg(e_, 0, 'g', 10)                                                               \
                                .arg(t_ * 100.0)));                                                                \
    } while (false)
