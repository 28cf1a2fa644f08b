// Pareto front of the design-space search (model/search/Pareto): the O(n log n) front against the O(n²)
// definition on random points, including many ties and duplicates.
#include "search/Pareto.h"

#include <QTest>

#include <random>

using namespace fleet;

class TestPareto : public QObject {
    Q_OBJECT
private slots:
    void handPicked_data()
    {
        QTest::addColumn<QVector<double>>("flat"); // x0 y0 z0 x1 y1 z1 ...
        QTest::addColumn<QVector<bool>>("expected");
        QTest::newRow("single") << QVector<double>{1, 1, 1} << QVector<bool>{true};
        QTest::newRow("one dominates") << QVector<double>{1, 1, 1, 2, 2, 2} << QVector<bool>{true, false};
        QTest::newRow("dominated in one objective only") << QVector<double>{1, 1, 1, 1, 1, 2}
                                                          << QVector<bool>{true, false};
        QTest::newRow("trade-off") << QVector<double>{1, 3, 1, 3, 1, 1, 2, 2, 2} << QVector<bool>{true, true, true};
        QTest::newRow("identical points are both on the front")
            << QVector<double>{1, 2, 3, 1, 2, 3, 2, 3, 4} << QVector<bool>{true, true, false};
        QTest::newRow("identical points dominated together")
            << QVector<double>{2, 2, 2, 2, 2, 2, 1, 1, 1} << QVector<bool>{false, false, true};
        QTest::newRow("later x, smaller z survives") << QVector<double>{1, 1, 5, 2, 2, 1} << QVector<bool>{true, true};
    }
    void handPicked()
    {
        QFETCH(QVector<double>, flat);
        QFETCH(QVector<bool>, expected);
        std::vector<Objectives> pts;
        for (qsizetype i = 0; i + 2 < flat.size(); i += 3)
            pts.push_back({flat[i], flat[i + 1], flat[i + 2]});
        const std::vector<bool> f = paretoFront(pts);
        const std::vector<bool> b = paretoFrontBruteForce(pts);
        QCOMPARE(QVector<bool>(f.begin(), f.end()), expected);
        QCOMPARE(QVector<bool>(b.begin(), b.end()), expected);
    }

    void matchesBruteForceOnRandomPoints_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("levels"); // values drawn from 0..levels-1: few levels force ties
        QTest::addColumn<uint>("seed");
        for (uint seed = 1; seed <= 20; ++seed) {
            QTest::addRow("n=200 levels=4 seed=%u", seed) << 200 << 4 << seed;
            QTest::addRow("n=300 levels=1000 seed=%u", seed) << 300 << 1000 << seed;
        }
        QTest::newRow("n=2000 continuous") << 2000 << 0 << 99u;
        QTest::newRow("n=0") << 0 << 3 << 5u;
    }
    void matchesBruteForceOnRandomPoints()
    {
        QFETCH(int, n);
        QFETCH(int, levels);
        QFETCH(uint, seed);
        std::mt19937_64 rng(seed);
        std::uniform_int_distribution<int> level(0, std::max(0, levels - 1));
        std::uniform_real_distribution<double> cont(0.0, 1.0);
        std::vector<Objectives> pts;
        for (int i = 0; i < n; ++i) {
            Objectives p;
            for (double& v : p)
                v = levels > 0 ? static_cast<double>(level(rng)) : cont(rng);
            pts.push_back(p);
        }
        // Anti-correlated points make a large front.
        if (levels == 0)
            for (Objectives& p : pts)
                p[2] = 2.0 - p[0] - p[1] + 0.1 * p[2];
        const std::vector<bool> fast = paretoFront(pts);
        const std::vector<bool> oracle = paretoFrontBruteForce(pts);
        QCOMPARE(fast.size(), oracle.size());
        for (size_t i = 0; i < fast.size(); ++i)
            QVERIFY2(fast[i] == oracle[i], qPrintable(QStringLiteral("point %1 (%2, %3, %4): fast %5, oracle %6")
                                                          .arg(i)
                                                          .arg(pts[i][0])
                                                          .arg(pts[i][1])
                                                          .arg(pts[i][2])
                                                          .arg(fast[i])
                                                          .arg(oracle[i])));
        if (n > 0)
            QVERIFY(std::count(fast.begin(), fast.end(), true) >= 1);
    }
};

QTEST_GUILESS_MAIN(TestPareto)
#include "tst_pareto.moc"
