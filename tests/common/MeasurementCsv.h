#pragma once
// Published measurements kept as CSV under tests/data/ (serving/measurements.csv, moe/training.csv): lines starting
// with '#' are notes, the first other line is the header, every row has at least `minColumns` comma-separated
// columns (the last, a source, may hold commas of its own: the caller joins what lies past its columns).
#include "validation/PredictionAccuracy.h"

#include <QFile>
#include <QTest>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <map>
#include <string_view>

namespace fleet::test {

inline QList<QStringList> measurementRows(const QString& path, qsizetype minColumns)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    QList<QStringList> out;
    bool header = true;
    for (const QString& line : QString::fromUtf8(f.readAll()).split(u'\n')) {
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (header) {
            header = false;
            continue;
        }
        const QStringList c = line.split(u',');
        if (c.size() < minColumns)
            qFatal("%s: bad row: %s", qPrintable(path), qPrintable(line));
        out.push_back(c);
    }
    return out;
}

// Mean and worst |error| of each set of rows, printed as the docs quote them.
struct ErrorBands {
    std::map<QString, std::pair<double, double>> band; // set → (sum of |error|, worst)
    std::map<QString, int> count;
    void add(const QString& set, double error)
    {
        band[set].first += std::fabs(error);
        band[set].second = std::max(band[set].second, std::fabs(error));
        ++count[set];
    }
    // The band the app publishes for validation set `id` (validation/PredictionAccuracy.h) is what these sets give:
    // runs exactly, mean and worst within 0.15 percentage point (the table rounds). A model change that moves a
    // set fails here, naming the band to update (and docs/models.md "Accuracy").
    void checkPublished(std::string_view id, std::initializer_list<const char*> sets) const
    {
        const ValidationSet* v = validationSet(id);
        QVERIFY2(v, std::string(id).c_str());
        double sum = 0.0, worst = 0.0;
        int n = 0;
        for (const char* name : sets) {
            const auto it = band.find(QString::fromLatin1(name));
            QVERIFY2(it != band.end(), name);
            sum += it->second.first;
            worst = std::max(worst, it->second.second);
            n += count.at(it->first);
        }
        const QString what = QStringLiteral("validation set %1: %2 runs, mean %3 %, worst %4 %; published %5, %6 %, %7 %")
                                 .arg(QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())))
                                 .arg(n)
                                 .arg(100.0 * sum / n, 0, 'f', 2)
                                 .arg(100.0 * worst, 0, 'f', 2)
                                 .arg(v->runs)
                                 .arg(100.0 * v->meanError, 0, 'f', 2)
                                 .arg(100.0 * v->worstError, 0, 'f', 2);
        qInfo("%s", qPrintable(what));
        QVERIFY2(n == v->runs && std::fabs(sum / n - v->meanError) <= 0.0015 && std::fabs(worst - v->worstError) <= 0.0015,
                 qPrintable(what));
    }
    void print() const
    {
        for (const auto& [set, b] : band)
            qInfo("%-14s mean |error| %.1f %%, worst %.1f %% (%d runs)", qPrintable(set), 100.0 * b.first / count.at(set),
                  100.0 * b.second, count.at(set));
    }
};

} // namespace fleet::test
