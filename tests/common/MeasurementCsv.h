#pragma once
// Published measurements kept as CSV under tests/data/ (serving/measurements.csv, moe/training.csv): lines starting
// with '#' are notes, the first other line is the header, every row has at least `minColumns` comma-separated
// columns (the last, a source, may hold commas of its own: the caller joins what lies past its columns).
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>

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
    void print() const
    {
        for (const auto& [set, b] : band)
            qInfo("%-14s mean |error| %.1f %%, worst %.1f %% (%d runs)", qPrintable(set), 100.0 * b.first / count.at(set),
                  100.0 * b.second, count.at(set));
    }
};

} // namespace fleet::test
