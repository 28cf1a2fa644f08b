#pragma once
// Horizontal bars, one per category, optionally split into stacked named parts, with one category
// highlighted (e.g. the plan's region) — for region comparisons, tornado charts and breakdowns.
#include <QChartView>

#include <optional>
#include <utility>
#include <vector>

namespace fleet::views {

struct BarPart {
    QString name;
    QColor color;
    std::vector<double> values; // one per category
    bool operator==(const BarPart&) const = default;
};

struct CategoryBarSpec {
    QString title, valueTitle;
    QStringList categories;       // drawn bottom to top
    QString valueFormat = QStringLiteral("%.0f");
    bool stacked = true;
    Qt::Alignment legend = Qt::AlignBottom; // AlignRight lists many parts without eliding their names
    bool operator==(const CategoryBarSpec&) const = default;
};

class CategoryBarChartView : public QChartView {
    Q_OBJECT
public:
    explicit CategoryBarChartView(QWidget* parent = nullptr);
    // Draws the chart; the same data again (an edit that does not move this chart) leaves it as it is.
    void setData(const CategoryBarSpec& spec, const std::vector<BarPart>& parts);

private:
    // The value axis' ticks for the plot's width: as many as fit without eliding a label.
    void fitTicks();

    std::optional<std::pair<CategoryBarSpec, std::vector<BarPart>>> m_drawn;
    std::pair<double, double> m_valueRange{0.0, 1.0}; // the bars' range with its margin, before nice ticks
    bool m_fitting = false;
};

} // namespace fleet::views
