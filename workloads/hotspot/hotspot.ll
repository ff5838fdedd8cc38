; ModuleID = 'hotspot.c'
source_filename = "hotspot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [21 x i8] c"usage: %s INPUT.bin\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"rb\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"cannot open input file\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"header too short in\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"bad header in\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"out of memory reading\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"wrong file size for the header in\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [16 x i8] c"checksum %.15e\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [18 x i8] c"hotspot: %s '%s'\0A\00", align 1, !dbg !42

; Function Attrs: noinline nounwind uwtable
define dso_local void @hotspot(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 !dbg !62 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca double, align 8
  %35 = alloca ptr, align 8
  store i32 %0, ptr %7, align 4
    #dbg_declare(ptr %7, !71, !DIExpression(), !72)
  store i32 %1, ptr %8, align 4
    #dbg_declare(ptr %8, !73, !DIExpression(), !74)
  store i32 %2, ptr %9, align 4
    #dbg_declare(ptr %9, !75, !DIExpression(), !76)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !77, !DIExpression(), !78)
  store ptr %4, ptr %11, align 8
    #dbg_declare(ptr %11, !79, !DIExpression(), !80)
  store ptr %5, ptr %12, align 8
    #dbg_declare(ptr %12, !81, !DIExpression(), !82)
    #dbg_declare(ptr %13, !83, !DIExpression(), !84)
  %36 = load i32, ptr %7, align 4, !dbg !85
  %37 = sitofp i32 %36 to double, !dbg !85
  %38 = fdiv double 1.600000e-02, %37, !dbg !86
  store double %38, ptr %13, align 8, !dbg !84
    #dbg_declare(ptr %14, !87, !DIExpression(), !88)
  %39 = load i32, ptr %8, align 4, !dbg !89
  %40 = sitofp i32 %39 to double, !dbg !89
  %41 = fdiv double 1.600000e-02, %40, !dbg !90
  store double %41, ptr %14, align 8, !dbg !88
    #dbg_declare(ptr %15, !91, !DIExpression(), !92)
  %42 = load double, ptr %14, align 8, !dbg !93
  %43 = fmul double 4.375000e+02, %42, !dbg !94
  %44 = load double, ptr %13, align 8, !dbg !95
  %45 = fmul double %43, %44, !dbg !96
  store double %45, ptr %15, align 8, !dbg !92
    #dbg_declare(ptr %16, !97, !DIExpression(), !98)
  %46 = load double, ptr %14, align 8, !dbg !99
  %47 = load double, ptr %13, align 8, !dbg !100
  %48 = fmul double 1.000000e-01, %47, !dbg !101
  %49 = fdiv double %46, %48, !dbg !102
  store double %49, ptr %16, align 8, !dbg !98
    #dbg_declare(ptr %17, !103, !DIExpression(), !104)
  %50 = load double, ptr %13, align 8, !dbg !105
  %51 = load double, ptr %14, align 8, !dbg !106
  %52 = fmul double 1.000000e-01, %51, !dbg !107
  %53 = fdiv double %50, %52, !dbg !108
  store double %53, ptr %17, align 8, !dbg !104
    #dbg_declare(ptr %18, !109, !DIExpression(), !110)
  %54 = load double, ptr %13, align 8, !dbg !111
  %55 = fmul double 1.000000e+02, %54, !dbg !112
  %56 = load double, ptr %14, align 8, !dbg !113
  %57 = fmul double %55, %56, !dbg !114
  %58 = fdiv double 5.000000e-04, %57, !dbg !115
  store double %58, ptr %18, align 8, !dbg !110
    #dbg_declare(ptr %19, !116, !DIExpression(), !117)
  store double 0x40BAC92492492492, ptr %19, align 8, !dbg !117
    #dbg_declare(ptr %20, !118, !DIExpression(), !119)
  %59 = load double, ptr %19, align 8, !dbg !120
  %60 = fdiv double 1.000000e-03, %59, !dbg !121
  store double %60, ptr %20, align 8, !dbg !119
    #dbg_declare(ptr %21, !122, !DIExpression(), !123)
  %61 = load double, ptr %20, align 8, !dbg !124
  %62 = load double, ptr %15, align 8, !dbg !125
  %63 = fdiv double %61, %62, !dbg !126
  store double %63, ptr %21, align 8, !dbg !123
    #dbg_declare(ptr %22, !127, !DIExpression(), !128)
  %64 = load double, ptr %16, align 8, !dbg !129
  %65 = fdiv double 1.000000e+00, %64, !dbg !130
  store double %65, ptr %22, align 8, !dbg !128
    #dbg_declare(ptr %23, !131, !DIExpression(), !132)
  %66 = load double, ptr %17, align 8, !dbg !133
  %67 = fdiv double 1.000000e+00, %66, !dbg !134
  store double %67, ptr %23, align 8, !dbg !132
    #dbg_declare(ptr %24, !135, !DIExpression(), !136)
  %68 = load double, ptr %18, align 8, !dbg !137
  %69 = fdiv double 1.000000e+00, %68, !dbg !138
  store double %69, ptr %24, align 8, !dbg !136
    #dbg_declare(ptr %25, !139, !DIExpression(), !140)
  %70 = load ptr, ptr %10, align 8, !dbg !141
  store ptr %70, ptr %25, align 8, !dbg !140
    #dbg_declare(ptr %26, !142, !DIExpression(), !143)
  %71 = load ptr, ptr %12, align 8, !dbg !144
  store ptr %71, ptr %26, align 8, !dbg !143
    #dbg_declare(ptr %27, !145, !DIExpression(), !147)
  store i32 0, ptr %27, align 4, !dbg !147
  br label %72, !dbg !148

72:                                               ; preds = %217, %6
  %73 = load i32, ptr %27, align 4, !dbg !149
  %74 = load i32, ptr %9, align 4, !dbg !151
  %75 = icmp slt i32 %73, %74, !dbg !152
  br i1 %75, label %76, label %220, !dbg !153

76:                                               ; preds = %72
    #dbg_declare(ptr %28, !154, !DIExpression(), !157)
  store i32 0, ptr %28, align 4, !dbg !157
  br label %77, !dbg !158

77:                                               ; preds = %210, %76
  %78 = load i32, ptr %28, align 4, !dbg !159
  %79 = load i32, ptr %7, align 4, !dbg !161
  %80 = icmp slt i32 %78, %79, !dbg !162
  br i1 %80, label %81, label %213, !dbg !163

81:                                               ; preds = %77
    #dbg_declare(ptr %29, !164, !DIExpression(), !166)
  %82 = load i32, ptr %28, align 4, !dbg !167
  %83 = icmp sgt i32 %82, 0, !dbg !168
  br i1 %83, label %84, label %87, !dbg !167

84:                                               ; preds = %81
  %85 = load i32, ptr %28, align 4, !dbg !169
  %86 = sub nsw i32 %85, 1, !dbg !170
  br label %89, !dbg !167

87:                                               ; preds = %81
  %88 = load i32, ptr %28, align 4, !dbg !171
  br label %89, !dbg !167

89:                                               ; preds = %87, %84
  %90 = phi i32 [ %86, %84 ], [ %88, %87 ], !dbg !167
  store i32 %90, ptr %29, align 4, !dbg !166
    #dbg_declare(ptr %30, !172, !DIExpression(), !173)
  %91 = load i32, ptr %28, align 4, !dbg !174
  %92 = load i32, ptr %7, align 4, !dbg !175
  %93 = sub nsw i32 %92, 1, !dbg !176
  %94 = icmp slt i32 %91, %93, !dbg !177
  br i1 %94, label %95, label %98, !dbg !174

95:                                               ; preds = %89
  %96 = load i32, ptr %28, align 4, !dbg !178
  %97 = add nsw i32 %96, 1, !dbg !179
  br label %100, !dbg !174

98:                                               ; preds = %89
  %99 = load i32, ptr %28, align 4, !dbg !180
  br label %100, !dbg !174

100:                                              ; preds = %98, %95
  %101 = phi i32 [ %97, %95 ], [ %99, %98 ], !dbg !174
  store i32 %101, ptr %30, align 4, !dbg !173
    #dbg_declare(ptr %31, !181, !DIExpression(), !183)
  store i32 0, ptr %31, align 4, !dbg !183
  br label %102, !dbg !184

102:                                              ; preds = %206, %100
  %103 = load i32, ptr %31, align 4, !dbg !185
  %104 = load i32, ptr %8, align 4, !dbg !187
  %105 = icmp slt i32 %103, %104, !dbg !188
  br i1 %105, label %106, label %209, !dbg !189

106:                                              ; preds = %102
    #dbg_declare(ptr %32, !190, !DIExpression(), !192)
  %107 = load i32, ptr %31, align 4, !dbg !193
  %108 = icmp sgt i32 %107, 0, !dbg !194
  br i1 %108, label %109, label %112, !dbg !193

109:                                              ; preds = %106
  %110 = load i32, ptr %31, align 4, !dbg !195
  %111 = sub nsw i32 %110, 1, !dbg !196
  br label %114, !dbg !193

112:                                              ; preds = %106
  %113 = load i32, ptr %31, align 4, !dbg !197
  br label %114, !dbg !193

114:                                              ; preds = %112, %109
  %115 = phi i32 [ %111, %109 ], [ %113, %112 ], !dbg !193
  store i32 %115, ptr %32, align 4, !dbg !192
    #dbg_declare(ptr %33, !198, !DIExpression(), !199)
  %116 = load i32, ptr %31, align 4, !dbg !200
  %117 = load i32, ptr %8, align 4, !dbg !201
  %118 = sub nsw i32 %117, 1, !dbg !202
  %119 = icmp slt i32 %116, %118, !dbg !203
  br i1 %119, label %120, label %123, !dbg !200

120:                                              ; preds = %114
  %121 = load i32, ptr %31, align 4, !dbg !204
  %122 = add nsw i32 %121, 1, !dbg !205
  br label %125, !dbg !200

123:                                              ; preds = %114
  %124 = load i32, ptr %31, align 4, !dbg !206
  br label %125, !dbg !200

125:                                              ; preds = %123, %120
  %126 = phi i32 [ %122, %120 ], [ %124, %123 ], !dbg !200
  store i32 %126, ptr %33, align 4, !dbg !199
    #dbg_declare(ptr %34, !207, !DIExpression(), !208)
  %127 = load ptr, ptr %25, align 8, !dbg !209
  %128 = load i32, ptr %28, align 4, !dbg !210
  %129 = load i32, ptr %8, align 4, !dbg !211
  %130 = mul nsw i32 %128, %129, !dbg !212
  %131 = load i32, ptr %31, align 4, !dbg !213
  %132 = add nsw i32 %130, %131, !dbg !214
  %133 = sext i32 %132 to i64, !dbg !209
  %134 = getelementptr inbounds double, ptr %127, i64 %133, !dbg !209
  %135 = load double, ptr %134, align 8, !dbg !209
  store double %135, ptr %34, align 8, !dbg !208
  %136 = load double, ptr %34, align 8, !dbg !215
  %137 = load double, ptr %21, align 8, !dbg !216
  %138 = load ptr, ptr %11, align 8, !dbg !217
  %139 = load i32, ptr %28, align 4, !dbg !218
  %140 = load i32, ptr %8, align 4, !dbg !219
  %141 = mul nsw i32 %139, %140, !dbg !220
  %142 = load i32, ptr %31, align 4, !dbg !221
  %143 = add nsw i32 %141, %142, !dbg !222
  %144 = sext i32 %143 to i64, !dbg !217
  %145 = getelementptr inbounds double, ptr %138, i64 %144, !dbg !217
  %146 = load double, ptr %145, align 8, !dbg !217
  %147 = load ptr, ptr %25, align 8, !dbg !223
  %148 = load i32, ptr %30, align 4, !dbg !224
  %149 = load i32, ptr %8, align 4, !dbg !225
  %150 = mul nsw i32 %148, %149, !dbg !226
  %151 = load i32, ptr %31, align 4, !dbg !227
  %152 = add nsw i32 %150, %151, !dbg !228
  %153 = sext i32 %152 to i64, !dbg !223
  %154 = getelementptr inbounds double, ptr %147, i64 %153, !dbg !223
  %155 = load double, ptr %154, align 8, !dbg !223
  %156 = load ptr, ptr %25, align 8, !dbg !229
  %157 = load i32, ptr %29, align 4, !dbg !230
  %158 = load i32, ptr %8, align 4, !dbg !231
  %159 = mul nsw i32 %157, %158, !dbg !232
  %160 = load i32, ptr %31, align 4, !dbg !233
  %161 = add nsw i32 %159, %160, !dbg !234
  %162 = sext i32 %161 to i64, !dbg !229
  %163 = getelementptr inbounds double, ptr %156, i64 %162, !dbg !229
  %164 = load double, ptr %163, align 8, !dbg !229
  %165 = fadd double %155, %164, !dbg !235
  %166 = load double, ptr %34, align 8, !dbg !236
  %167 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %166, double %165), !dbg !237
  %168 = load double, ptr %23, align 8, !dbg !238
  %169 = call double @llvm.fmuladd.f64(double %167, double %168, double %146), !dbg !239
  %170 = load ptr, ptr %25, align 8, !dbg !240
  %171 = load i32, ptr %28, align 4, !dbg !241
  %172 = load i32, ptr %8, align 4, !dbg !242
  %173 = mul nsw i32 %171, %172, !dbg !243
  %174 = load i32, ptr %33, align 4, !dbg !244
  %175 = add nsw i32 %173, %174, !dbg !245
  %176 = sext i32 %175 to i64, !dbg !240
  %177 = getelementptr inbounds double, ptr %170, i64 %176, !dbg !240
  %178 = load double, ptr %177, align 8, !dbg !240
  %179 = load ptr, ptr %25, align 8, !dbg !246
  %180 = load i32, ptr %28, align 4, !dbg !247
  %181 = load i32, ptr %8, align 4, !dbg !248
  %182 = mul nsw i32 %180, %181, !dbg !249
  %183 = load i32, ptr %32, align 4, !dbg !250
  %184 = add nsw i32 %182, %183, !dbg !251
  %185 = sext i32 %184 to i64, !dbg !246
  %186 = getelementptr inbounds double, ptr %179, i64 %185, !dbg !246
  %187 = load double, ptr %186, align 8, !dbg !246
  %188 = fadd double %178, %187, !dbg !252
  %189 = load double, ptr %34, align 8, !dbg !253
  %190 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %189, double %188), !dbg !254
  %191 = load double, ptr %22, align 8, !dbg !255
  %192 = call double @llvm.fmuladd.f64(double %190, double %191, double %169), !dbg !256
  %193 = load double, ptr %34, align 8, !dbg !257
  %194 = fsub double 8.000000e+01, %193, !dbg !258
  %195 = load double, ptr %24, align 8, !dbg !259
  %196 = call double @llvm.fmuladd.f64(double %194, double %195, double %192), !dbg !260
  %197 = call double @llvm.fmuladd.f64(double %137, double %196, double %136), !dbg !261
  %198 = load ptr, ptr %26, align 8, !dbg !262
  %199 = load i32, ptr %28, align 4, !dbg !263
  %200 = load i32, ptr %8, align 4, !dbg !264
  %201 = mul nsw i32 %199, %200, !dbg !265
  %202 = load i32, ptr %31, align 4, !dbg !266
  %203 = add nsw i32 %201, %202, !dbg !267
  %204 = sext i32 %203 to i64, !dbg !262
  %205 = getelementptr inbounds double, ptr %198, i64 %204, !dbg !262
  store double %197, ptr %205, align 8, !dbg !268
  br label %206, !dbg !269

206:                                              ; preds = %125
  %207 = load i32, ptr %31, align 4, !dbg !270
  %208 = add nsw i32 %207, 1, !dbg !270
  store i32 %208, ptr %31, align 4, !dbg !270
  br label %102, !dbg !271, !llvm.loop !272

209:                                              ; preds = %102
  br label %210, !dbg !275

210:                                              ; preds = %209
  %211 = load i32, ptr %28, align 4, !dbg !276
  %212 = add nsw i32 %211, 1, !dbg !276
  store i32 %212, ptr %28, align 4, !dbg !276
  br label %77, !dbg !277, !llvm.loop !278

213:                                              ; preds = %77
    #dbg_declare(ptr %35, !280, !DIExpression(), !281)
  %214 = load ptr, ptr %25, align 8, !dbg !282
  store ptr %214, ptr %35, align 8, !dbg !281
  %215 = load ptr, ptr %26, align 8, !dbg !283
  store ptr %215, ptr %25, align 8, !dbg !284
  %216 = load ptr, ptr %35, align 8, !dbg !285
  store ptr %216, ptr %26, align 8, !dbg !286
  br label %217, !dbg !287

217:                                              ; preds = %213
  %218 = load i32, ptr %27, align 4, !dbg !288
  %219 = add nsw i32 %218, 1, !dbg !288
  store i32 %219, ptr %27, align 4, !dbg !288
  br label %72, !dbg !289, !llvm.loop !290

220:                                              ; preds = %72
  ret void, !dbg !292
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !293 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [3 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca double, align 8
  %17 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !298, !DIExpression(), !299)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !300, !DIExpression(), !301)
  %18 = load i32, ptr %4, align 4, !dbg !302
  %19 = icmp slt i32 %18, 2, !dbg !304
  br i1 %19, label %20, label %26, !dbg !305

20:                                               ; preds = %2
  %21 = load ptr, ptr @stderr, align 8, !dbg !306
  %22 = load ptr, ptr %5, align 8, !dbg !308
  %23 = getelementptr inbounds ptr, ptr %22, i64 0, !dbg !308
  %24 = load ptr, ptr %23, align 8, !dbg !308
  %25 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %21, ptr noundef @.str, ptr noundef %24) #5, !dbg !309
  store i32 1, ptr %3, align 4, !dbg !310
  br label %172, !dbg !310

26:                                               ; preds = %2
    #dbg_declare(ptr %6, !311, !DIExpression(), !366)
  %27 = load ptr, ptr %5, align 8, !dbg !367
  %28 = getelementptr inbounds ptr, ptr %27, i64 1, !dbg !367
  %29 = load ptr, ptr %28, align 8, !dbg !367
  %30 = call noalias ptr @fopen(ptr noundef %29, ptr noundef @.str.1), !dbg !368
  store ptr %30, ptr %6, align 8, !dbg !366
  %31 = load ptr, ptr %6, align 8, !dbg !369
  %32 = icmp ne ptr %31, null, !dbg !369
  br i1 %32, label %38, label %33, !dbg !371

33:                                               ; preds = %26
  %34 = load ptr, ptr %5, align 8, !dbg !372
  %35 = getelementptr inbounds ptr, ptr %34, i64 1, !dbg !372
  %36 = load ptr, ptr %35, align 8, !dbg !372
  %37 = call i32 @fail(ptr noundef @.str.2, ptr noundef %36, ptr noundef null), !dbg !373
  store i32 %37, ptr %3, align 4, !dbg !374
  br label %172, !dbg !374

38:                                               ; preds = %26
    #dbg_declare(ptr %7, !375, !DIExpression(), !377)
  %39 = load ptr, ptr %6, align 8, !dbg !378
  %40 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0, !dbg !380
  %41 = call i32 @read_exact(ptr noundef %39, ptr noundef %40, i64 noundef 4, i64 noundef 3), !dbg !381
  %42 = icmp ne i32 %41, 0, !dbg !381
  br i1 %42, label %49, label %43, !dbg !382

43:                                               ; preds = %38
  %44 = load ptr, ptr %5, align 8, !dbg !383
  %45 = getelementptr inbounds ptr, ptr %44, i64 1, !dbg !383
  %46 = load ptr, ptr %45, align 8, !dbg !383
  %47 = load ptr, ptr %6, align 8, !dbg !384
  %48 = call i32 @fail(ptr noundef @.str.3, ptr noundef %46, ptr noundef %47), !dbg !385
  store i32 %48, ptr %3, align 4, !dbg !386
  br label %172, !dbg !386

49:                                               ; preds = %38
    #dbg_declare(ptr %8, !387, !DIExpression(), !388)
  %50 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0, !dbg !389
  %51 = load i32, ptr %50, align 4, !dbg !389
  store i32 %51, ptr %8, align 4, !dbg !388
    #dbg_declare(ptr %9, !390, !DIExpression(), !391)
  %52 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 1, !dbg !392
  %53 = load i32, ptr %52, align 4, !dbg !392
  store i32 %53, ptr %9, align 4, !dbg !391
    #dbg_declare(ptr %10, !393, !DIExpression(), !394)
  %54 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 2, !dbg !395
  %55 = load i32, ptr %54, align 4, !dbg !395
  store i32 %55, ptr %10, align 4, !dbg !394
  %56 = load i32, ptr %8, align 4, !dbg !396
  %57 = icmp slt i32 %56, 1, !dbg !398
  br i1 %57, label %77, label %58, !dbg !399

58:                                               ; preds = %49
  %59 = load i32, ptr %9, align 4, !dbg !400
  %60 = icmp slt i32 %59, 1, !dbg !401
  br i1 %60, label %77, label %61, !dbg !402

61:                                               ; preds = %58
  %62 = load i32, ptr %10, align 4, !dbg !403
  %63 = icmp slt i32 %62, 0, !dbg !404
  br i1 %63, label %77, label %64, !dbg !405

64:                                               ; preds = %61
  %65 = load i32, ptr %8, align 4, !dbg !406
  %66 = icmp sgt i32 %65, 65536, !dbg !407
  br i1 %66, label %77, label %67, !dbg !408

67:                                               ; preds = %64
  %68 = load i32, ptr %9, align 4, !dbg !409
  %69 = icmp sgt i32 %68, 65536, !dbg !410
  br i1 %69, label %77, label %70, !dbg !411

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4, !dbg !412
  %72 = sext i32 %71 to i64, !dbg !413
  %73 = load i32, ptr %9, align 4, !dbg !414
  %74 = sext i32 %73 to i64, !dbg !414
  %75 = mul nsw i64 %72, %74, !dbg !415
  %76 = icmp sgt i64 %75, 200000000, !dbg !416
  br i1 %76, label %77, label %83, !dbg !417

77:                                               ; preds = %70, %67, %64, %61, %58, %49
  %78 = load ptr, ptr %5, align 8, !dbg !418
  %79 = getelementptr inbounds ptr, ptr %78, i64 1, !dbg !418
  %80 = load ptr, ptr %79, align 8, !dbg !418
  %81 = load ptr, ptr %6, align 8, !dbg !419
  %82 = call i32 @fail(ptr noundef @.str.4, ptr noundef %80, ptr noundef %81), !dbg !420
  store i32 %82, ptr %3, align 4, !dbg !421
  br label %172, !dbg !421

83:                                               ; preds = %70
    #dbg_declare(ptr %11, !422, !DIExpression(), !423)
  %84 = load i32, ptr %8, align 4, !dbg !424
  %85 = sext i32 %84 to i64, !dbg !425
  %86 = load i32, ptr %9, align 4, !dbg !426
  %87 = sext i32 %86 to i64, !dbg !426
  %88 = mul i64 %85, %87, !dbg !427
  store i64 %88, ptr %11, align 8, !dbg !423
    #dbg_declare(ptr %12, !428, !DIExpression(), !429)
  %89 = load i64, ptr %11, align 8, !dbg !430
  %90 = mul i64 %89, 8, !dbg !431
  %91 = call noalias ptr @malloc(i64 noundef %90) #6, !dbg !432
  store ptr %91, ptr %12, align 8, !dbg !429
    #dbg_declare(ptr %13, !433, !DIExpression(), !434)
  %92 = load i64, ptr %11, align 8, !dbg !435
  %93 = mul i64 %92, 8, !dbg !436
  %94 = call noalias ptr @malloc(i64 noundef %93) #6, !dbg !437
  store ptr %94, ptr %13, align 8, !dbg !434
    #dbg_declare(ptr %14, !438, !DIExpression(), !439)
  %95 = load i64, ptr %11, align 8, !dbg !440
  %96 = mul i64 %95, 8, !dbg !441
  %97 = call noalias ptr @malloc(i64 noundef %96) #6, !dbg !442
  store ptr %97, ptr %14, align 8, !dbg !439
  %98 = load ptr, ptr %12, align 8, !dbg !443
  %99 = icmp ne ptr %98, null, !dbg !443
  br i1 %99, label %100, label %106, !dbg !445

100:                                              ; preds = %83
  %101 = load ptr, ptr %13, align 8, !dbg !446
  %102 = icmp ne ptr %101, null, !dbg !446
  br i1 %102, label %103, label %106, !dbg !447

103:                                              ; preds = %100
  %104 = load ptr, ptr %14, align 8, !dbg !448
  %105 = icmp ne ptr %104, null, !dbg !448
  br i1 %105, label %112, label %106, !dbg !449

106:                                              ; preds = %103, %100, %83
  %107 = load ptr, ptr %5, align 8, !dbg !450
  %108 = getelementptr inbounds ptr, ptr %107, i64 1, !dbg !450
  %109 = load ptr, ptr %108, align 8, !dbg !450
  %110 = load ptr, ptr %6, align 8, !dbg !451
  %111 = call i32 @fail(ptr noundef @.str.5, ptr noundef %109, ptr noundef %110), !dbg !452
  store i32 %111, ptr %3, align 4, !dbg !453
  br label %172, !dbg !453

112:                                              ; preds = %103
  %113 = load ptr, ptr %6, align 8, !dbg !454
  %114 = load ptr, ptr %12, align 8, !dbg !456
  %115 = load i64, ptr %11, align 8, !dbg !457
  %116 = call i32 @read_exact(ptr noundef %113, ptr noundef %114, i64 noundef 8, i64 noundef %115), !dbg !458
  %117 = icmp ne i32 %116, 0, !dbg !458
  br i1 %117, label %118, label %128, !dbg !459

118:                                              ; preds = %112
  %119 = load ptr, ptr %6, align 8, !dbg !460
  %120 = load ptr, ptr %13, align 8, !dbg !461
  %121 = load i64, ptr %11, align 8, !dbg !462
  %122 = call i32 @read_exact(ptr noundef %119, ptr noundef %120, i64 noundef 8, i64 noundef %121), !dbg !463
  %123 = icmp ne i32 %122, 0, !dbg !463
  br i1 %123, label %124, label %128, !dbg !464

124:                                              ; preds = %118
  %125 = load ptr, ptr %6, align 8, !dbg !465
  %126 = call i32 @fgetc(ptr noundef %125), !dbg !466
  %127 = icmp ne i32 %126, -1, !dbg !467
  br i1 %127, label %128, label %134, !dbg !468

128:                                              ; preds = %124, %118, %112
  %129 = load ptr, ptr %5, align 8, !dbg !469
  %130 = getelementptr inbounds ptr, ptr %129, i64 1, !dbg !469
  %131 = load ptr, ptr %130, align 8, !dbg !469
  %132 = load ptr, ptr %6, align 8, !dbg !470
  %133 = call i32 @fail(ptr noundef @.str.6, ptr noundef %131, ptr noundef %132), !dbg !471
  store i32 %133, ptr %3, align 4, !dbg !472
  br label %172, !dbg !472

134:                                              ; preds = %124
  %135 = load ptr, ptr %6, align 8, !dbg !473
  %136 = call i32 @fclose(ptr noundef %135), !dbg !474
  %137 = load i32, ptr %8, align 4, !dbg !475
  %138 = load i32, ptr %9, align 4, !dbg !476
  %139 = load i32, ptr %10, align 4, !dbg !477
  %140 = load ptr, ptr %12, align 8, !dbg !478
  %141 = load ptr, ptr %13, align 8, !dbg !479
  %142 = load ptr, ptr %14, align 8, !dbg !480
  call void @hotspot(i32 noundef %137, i32 noundef %138, i32 noundef %139, ptr noundef %140, ptr noundef %141, ptr noundef %142), !dbg !481
    #dbg_declare(ptr %15, !482, !DIExpression(), !483)
  %143 = load i32, ptr %10, align 4, !dbg !484
  %144 = srem i32 %143, 2, !dbg !485
  %145 = icmp eq i32 %144, 0, !dbg !486
  br i1 %145, label %146, label %148, !dbg !487

146:                                              ; preds = %134
  %147 = load ptr, ptr %12, align 8, !dbg !488
  br label %150, !dbg !487

148:                                              ; preds = %134
  %149 = load ptr, ptr %14, align 8, !dbg !489
  br label %150, !dbg !487

150:                                              ; preds = %148, %146
  %151 = phi ptr [ %147, %146 ], [ %149, %148 ], !dbg !487
  store ptr %151, ptr %15, align 8, !dbg !483
    #dbg_declare(ptr %16, !490, !DIExpression(), !491)
  store double 0.000000e+00, ptr %16, align 8, !dbg !491
    #dbg_declare(ptr %17, !492, !DIExpression(), !494)
  store i64 0, ptr %17, align 8, !dbg !494
  br label %152, !dbg !495

152:                                              ; preds = %163, %150
  %153 = load i64, ptr %17, align 8, !dbg !496
  %154 = load i64, ptr %11, align 8, !dbg !498
  %155 = icmp ult i64 %153, %154, !dbg !499
  br i1 %155, label %156, label %166, !dbg !500

156:                                              ; preds = %152
  %157 = load ptr, ptr %15, align 8, !dbg !501
  %158 = load i64, ptr %17, align 8, !dbg !502
  %159 = getelementptr inbounds double, ptr %157, i64 %158, !dbg !501
  %160 = load double, ptr %159, align 8, !dbg !501
  %161 = load double, ptr %16, align 8, !dbg !503
  %162 = fadd double %161, %160, !dbg !503
  store double %162, ptr %16, align 8, !dbg !503
  br label %163, !dbg !504

163:                                              ; preds = %156
  %164 = load i64, ptr %17, align 8, !dbg !505
  %165 = add i64 %164, 1, !dbg !505
  store i64 %165, ptr %17, align 8, !dbg !505
  br label %152, !dbg !506, !llvm.loop !507

166:                                              ; preds = %152
  %167 = load double, ptr %16, align 8, !dbg !509
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %167), !dbg !510
  %169 = load ptr, ptr %12, align 8, !dbg !511
  call void @free(ptr noundef %169) #5, !dbg !512
  %170 = load ptr, ptr %13, align 8, !dbg !513
  call void @free(ptr noundef %170) #5, !dbg !514
  %171 = load ptr, ptr %14, align 8, !dbg !515
  call void @free(ptr noundef %171) #5, !dbg !516
  store i32 0, ptr %3, align 4, !dbg !517
  br label %172, !dbg !517

172:                                              ; preds = %166, %128, %106, %77, %43, %33, %20
  %173 = load i32, ptr %3, align 4, !dbg !518
  ret i32 %173, !dbg !518
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !519 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !524, !DIExpression(), !525)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !526, !DIExpression(), !527)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !528, !DIExpression(), !529)
  %7 = load ptr, ptr @stderr, align 8, !dbg !530
  %8 = load ptr, ptr %4, align 8, !dbg !531
  %9 = load ptr, ptr %5, align 8, !dbg !532
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.8, ptr noundef %8, ptr noundef %9) #5, !dbg !533
  %11 = load ptr, ptr %6, align 8, !dbg !534
  %12 = icmp ne ptr %11, null, !dbg !534
  br i1 %12, label %13, label %16, !dbg !536

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !537
  %15 = call i32 @fclose(ptr noundef %14), !dbg !538
  br label %16, !dbg !538

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !539
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !540 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !543, !DIExpression(), !544)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !545, !DIExpression(), !546)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !547, !DIExpression(), !548)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !549, !DIExpression(), !550)
  %9 = load ptr, ptr %6, align 8, !dbg !551
  %10 = load i64, ptr %7, align 8, !dbg !552
  %11 = load i64, ptr %8, align 8, !dbg !553
  %12 = load ptr, ptr %5, align 8, !dbg !554
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !555
  %14 = load i64, ptr %8, align 8, !dbg !556
  %15 = icmp eq i64 %13, %14, !dbg !557
  %16 = zext i1 %15 to i32, !dbg !557
  ret i32 %16, !dbg !558
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

declare i32 @fgetc(ptr noundef) #3

declare i32 @fclose(ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hotspot.c", directory: "/work/main/workloads/hotspot", checksumkind: CSK_MD5, checksum: "cb27c17a86cb8b81f5f57b3ad4be24db")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 18)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !53, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !50}
!49 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"frame-pointer", i32 2}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "hotspot", scope: !2, file: !2, line: 29, type: !63, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !47, retainedNodes: !70)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65, !65, !65, !66, !68, !66}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!70 = !{}
!71 = !DILocalVariable(name: "rows", arg: 1, scope: !62, file: !2, line: 29, type: !65)
!72 = !DILocation(line: 29, column: 18, scope: !62)
!73 = !DILocalVariable(name: "cols", arg: 2, scope: !62, file: !2, line: 29, type: !65)
!74 = !DILocation(line: 29, column: 28, scope: !62)
!75 = !DILocalVariable(name: "iters", arg: 3, scope: !62, file: !2, line: 29, type: !65)
!76 = !DILocation(line: 29, column: 38, scope: !62)
!77 = !DILocalVariable(name: "temp", arg: 4, scope: !62, file: !2, line: 29, type: !66)
!78 = !DILocation(line: 29, column: 53, scope: !62)
!79 = !DILocalVariable(name: "power", arg: 5, scope: !62, file: !2, line: 29, type: !68)
!80 = !DILocation(line: 29, column: 73, scope: !62)
!81 = !DILocalVariable(name: "result", arg: 6, scope: !62, file: !2, line: 29, type: !66)
!82 = !DILocation(line: 29, column: 88, scope: !62)
!83 = !DILocalVariable(name: "grid_height", scope: !62, file: !2, line: 31, type: !67)
!84 = !DILocation(line: 31, column: 12, scope: !62)
!85 = !DILocation(line: 31, column: 40, scope: !62)
!86 = !DILocation(line: 31, column: 38, scope: !62)
!87 = !DILocalVariable(name: "grid_width", scope: !62, file: !2, line: 32, type: !67)
!88 = !DILocation(line: 32, column: 12, scope: !62)
!89 = !DILocation(line: 32, column: 38, scope: !62)
!90 = !DILocation(line: 32, column: 36, scope: !62)
!91 = !DILocalVariable(name: "cap", scope: !62, file: !2, line: 33, type: !67)
!92 = !DILocation(line: 33, column: 12, scope: !62)
!93 = !DILocation(line: 33, column: 56, scope: !62)
!94 = !DILocation(line: 33, column: 54, scope: !62)
!95 = !DILocation(line: 33, column: 69, scope: !62)
!96 = !DILocation(line: 33, column: 67, scope: !62)
!97 = !DILocalVariable(name: "rx", scope: !62, file: !2, line: 34, type: !67)
!98 = !DILocation(line: 34, column: 12, scope: !62)
!99 = !DILocation(line: 34, column: 17, scope: !62)
!100 = !DILocation(line: 34, column: 53, scope: !62)
!101 = !DILocation(line: 34, column: 51, scope: !62)
!102 = !DILocation(line: 34, column: 28, scope: !62)
!103 = !DILocalVariable(name: "ry", scope: !62, file: !2, line: 35, type: !67)
!104 = !DILocation(line: 35, column: 12, scope: !62)
!105 = !DILocation(line: 35, column: 17, scope: !62)
!106 = !DILocation(line: 35, column: 54, scope: !62)
!107 = !DILocation(line: 35, column: 52, scope: !62)
!108 = !DILocation(line: 35, column: 29, scope: !62)
!109 = !DILocalVariable(name: "rz", scope: !62, file: !2, line: 36, type: !67)
!110 = !DILocation(line: 36, column: 12, scope: !62)
!111 = !DILocation(line: 36, column: 34, scope: !62)
!112 = !DILocation(line: 36, column: 32, scope: !62)
!113 = !DILocation(line: 36, column: 48, scope: !62)
!114 = !DILocation(line: 36, column: 46, scope: !62)
!115 = !DILocation(line: 36, column: 24, scope: !62)
!116 = !DILocalVariable(name: "max_slope", scope: !62, file: !2, line: 37, type: !67)
!117 = !DILocation(line: 37, column: 12, scope: !62)
!118 = !DILocalVariable(name: "step", scope: !62, file: !2, line: 38, type: !67)
!119 = !DILocation(line: 38, column: 12, scope: !62)
!120 = !DILocation(line: 38, column: 31, scope: !62)
!121 = !DILocation(line: 38, column: 29, scope: !62)
!122 = !DILocalVariable(name: "step_div_cap", scope: !62, file: !2, line: 39, type: !67)
!123 = !DILocation(line: 39, column: 12, scope: !62)
!124 = !DILocation(line: 39, column: 27, scope: !62)
!125 = !DILocation(line: 39, column: 34, scope: !62)
!126 = !DILocation(line: 39, column: 32, scope: !62)
!127 = !DILocalVariable(name: "rx_1", scope: !62, file: !2, line: 40, type: !67)
!128 = !DILocation(line: 40, column: 12, scope: !62)
!129 = !DILocation(line: 40, column: 25, scope: !62)
!130 = !DILocation(line: 40, column: 23, scope: !62)
!131 = !DILocalVariable(name: "ry_1", scope: !62, file: !2, line: 40, type: !67)
!132 = !DILocation(line: 40, column: 29, scope: !62)
!133 = !DILocation(line: 40, column: 42, scope: !62)
!134 = !DILocation(line: 40, column: 40, scope: !62)
!135 = !DILocalVariable(name: "rz_1", scope: !62, file: !2, line: 40, type: !67)
!136 = !DILocation(line: 40, column: 46, scope: !62)
!137 = !DILocation(line: 40, column: 59, scope: !62)
!138 = !DILocation(line: 40, column: 57, scope: !62)
!139 = !DILocalVariable(name: "src", scope: !62, file: !2, line: 42, type: !66)
!140 = !DILocation(line: 42, column: 13, scope: !62)
!141 = !DILocation(line: 42, column: 19, scope: !62)
!142 = !DILocalVariable(name: "dst", scope: !62, file: !2, line: 43, type: !66)
!143 = !DILocation(line: 43, column: 13, scope: !62)
!144 = !DILocation(line: 43, column: 19, scope: !62)
!145 = !DILocalVariable(name: "t", scope: !146, file: !2, line: 44, type: !65)
!146 = distinct !DILexicalBlock(scope: !62, file: !2, line: 44, column: 5)
!147 = !DILocation(line: 44, column: 14, scope: !146)
!148 = !DILocation(line: 44, column: 10, scope: !146)
!149 = !DILocation(line: 44, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 44, column: 5)
!151 = !DILocation(line: 44, column: 25, scope: !150)
!152 = !DILocation(line: 44, column: 23, scope: !150)
!153 = !DILocation(line: 44, column: 5, scope: !146)
!154 = !DILocalVariable(name: "r", scope: !155, file: !2, line: 45, type: !65)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 45, column: 9)
!156 = distinct !DILexicalBlock(scope: !150, file: !2, line: 44, column: 37)
!157 = !DILocation(line: 45, column: 18, scope: !155)
!158 = !DILocation(line: 45, column: 14, scope: !155)
!159 = !DILocation(line: 45, column: 25, scope: !160)
!160 = distinct !DILexicalBlock(scope: !155, file: !2, line: 45, column: 9)
!161 = !DILocation(line: 45, column: 29, scope: !160)
!162 = !DILocation(line: 45, column: 27, scope: !160)
!163 = !DILocation(line: 45, column: 9, scope: !155)
!164 = !DILocalVariable(name: "rn", scope: !165, file: !2, line: 46, type: !65)
!165 = distinct !DILexicalBlock(scope: !160, file: !2, line: 45, column: 40)
!166 = !DILocation(line: 46, column: 17, scope: !165)
!167 = !DILocation(line: 46, column: 22, scope: !165)
!168 = !DILocation(line: 46, column: 24, scope: !165)
!169 = !DILocation(line: 46, column: 30, scope: !165)
!170 = !DILocation(line: 46, column: 32, scope: !165)
!171 = !DILocation(line: 46, column: 38, scope: !165)
!172 = !DILocalVariable(name: "rs", scope: !165, file: !2, line: 47, type: !65)
!173 = !DILocation(line: 47, column: 17, scope: !165)
!174 = !DILocation(line: 47, column: 22, scope: !165)
!175 = !DILocation(line: 47, column: 26, scope: !165)
!176 = !DILocation(line: 47, column: 31, scope: !165)
!177 = !DILocation(line: 47, column: 24, scope: !165)
!178 = !DILocation(line: 47, column: 37, scope: !165)
!179 = !DILocation(line: 47, column: 39, scope: !165)
!180 = !DILocation(line: 47, column: 45, scope: !165)
!181 = !DILocalVariable(name: "c", scope: !182, file: !2, line: 48, type: !65)
!182 = distinct !DILexicalBlock(scope: !165, file: !2, line: 48, column: 13)
!183 = !DILocation(line: 48, column: 22, scope: !182)
!184 = !DILocation(line: 48, column: 18, scope: !182)
!185 = !DILocation(line: 48, column: 29, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !2, line: 48, column: 13)
!187 = !DILocation(line: 48, column: 33, scope: !186)
!188 = !DILocation(line: 48, column: 31, scope: !186)
!189 = !DILocation(line: 48, column: 13, scope: !182)
!190 = !DILocalVariable(name: "cw", scope: !191, file: !2, line: 49, type: !65)
!191 = distinct !DILexicalBlock(scope: !186, file: !2, line: 48, column: 44)
!192 = !DILocation(line: 49, column: 21, scope: !191)
!193 = !DILocation(line: 49, column: 26, scope: !191)
!194 = !DILocation(line: 49, column: 28, scope: !191)
!195 = !DILocation(line: 49, column: 34, scope: !191)
!196 = !DILocation(line: 49, column: 36, scope: !191)
!197 = !DILocation(line: 49, column: 42, scope: !191)
!198 = !DILocalVariable(name: "ce", scope: !191, file: !2, line: 50, type: !65)
!199 = !DILocation(line: 50, column: 21, scope: !191)
!200 = !DILocation(line: 50, column: 26, scope: !191)
!201 = !DILocation(line: 50, column: 30, scope: !191)
!202 = !DILocation(line: 50, column: 35, scope: !191)
!203 = !DILocation(line: 50, column: 28, scope: !191)
!204 = !DILocation(line: 50, column: 41, scope: !191)
!205 = !DILocation(line: 50, column: 43, scope: !191)
!206 = !DILocation(line: 50, column: 49, scope: !191)
!207 = !DILocalVariable(name: "tc", scope: !191, file: !2, line: 51, type: !67)
!208 = !DILocation(line: 51, column: 24, scope: !191)
!209 = !DILocation(line: 51, column: 29, scope: !191)
!210 = !DILocation(line: 51, column: 33, scope: !191)
!211 = !DILocation(line: 51, column: 37, scope: !191)
!212 = !DILocation(line: 51, column: 35, scope: !191)
!213 = !DILocation(line: 51, column: 44, scope: !191)
!214 = !DILocation(line: 51, column: 42, scope: !191)
!215 = !DILocation(line: 53, column: 21, scope: !191)
!216 = !DILocation(line: 53, column: 26, scope: !191)
!217 = !DILocation(line: 53, column: 42, scope: !191)
!218 = !DILocation(line: 53, column: 48, scope: !191)
!219 = !DILocation(line: 53, column: 52, scope: !191)
!220 = !DILocation(line: 53, column: 50, scope: !191)
!221 = !DILocation(line: 53, column: 59, scope: !191)
!222 = !DILocation(line: 53, column: 57, scope: !191)
!223 = !DILocation(line: 54, column: 43, scope: !191)
!224 = !DILocation(line: 54, column: 47, scope: !191)
!225 = !DILocation(line: 54, column: 52, scope: !191)
!226 = !DILocation(line: 54, column: 50, scope: !191)
!227 = !DILocation(line: 54, column: 59, scope: !191)
!228 = !DILocation(line: 54, column: 57, scope: !191)
!229 = !DILocation(line: 54, column: 64, scope: !191)
!230 = !DILocation(line: 54, column: 68, scope: !191)
!231 = !DILocation(line: 54, column: 73, scope: !191)
!232 = !DILocation(line: 54, column: 71, scope: !191)
!233 = !DILocation(line: 54, column: 80, scope: !191)
!234 = !DILocation(line: 54, column: 78, scope: !191)
!235 = !DILocation(line: 54, column: 62, scope: !191)
!236 = !DILocation(line: 54, column: 91, scope: !191)
!237 = !DILocation(line: 54, column: 83, scope: !191)
!238 = !DILocation(line: 54, column: 97, scope: !191)
!239 = !DILocation(line: 53, column: 62, scope: !191)
!240 = !DILocation(line: 55, column: 43, scope: !191)
!241 = !DILocation(line: 55, column: 47, scope: !191)
!242 = !DILocation(line: 55, column: 51, scope: !191)
!243 = !DILocation(line: 55, column: 49, scope: !191)
!244 = !DILocation(line: 55, column: 58, scope: !191)
!245 = !DILocation(line: 55, column: 56, scope: !191)
!246 = !DILocation(line: 55, column: 64, scope: !191)
!247 = !DILocation(line: 55, column: 68, scope: !191)
!248 = !DILocation(line: 55, column: 72, scope: !191)
!249 = !DILocation(line: 55, column: 70, scope: !191)
!250 = !DILocation(line: 55, column: 79, scope: !191)
!251 = !DILocation(line: 55, column: 77, scope: !191)
!252 = !DILocation(line: 55, column: 62, scope: !191)
!253 = !DILocation(line: 55, column: 91, scope: !191)
!254 = !DILocation(line: 55, column: 83, scope: !191)
!255 = !DILocation(line: 55, column: 97, scope: !191)
!256 = !DILocation(line: 54, column: 102, scope: !191)
!257 = !DILocation(line: 56, column: 54, scope: !191)
!258 = !DILocation(line: 56, column: 52, scope: !191)
!259 = !DILocation(line: 56, column: 60, scope: !191)
!260 = !DILocation(line: 55, column: 102, scope: !191)
!261 = !DILocation(line: 53, column: 24, scope: !191)
!262 = !DILocation(line: 52, column: 17, scope: !191)
!263 = !DILocation(line: 52, column: 21, scope: !191)
!264 = !DILocation(line: 52, column: 25, scope: !191)
!265 = !DILocation(line: 52, column: 23, scope: !191)
!266 = !DILocation(line: 52, column: 32, scope: !191)
!267 = !DILocation(line: 52, column: 30, scope: !191)
!268 = !DILocation(line: 52, column: 35, scope: !191)
!269 = !DILocation(line: 57, column: 13, scope: !191)
!270 = !DILocation(line: 48, column: 40, scope: !186)
!271 = !DILocation(line: 48, column: 13, scope: !186)
!272 = distinct !{!272, !189, !273, !274}
!273 = !DILocation(line: 57, column: 13, scope: !182)
!274 = !{!"llvm.loop.mustprogress"}
!275 = !DILocation(line: 58, column: 9, scope: !165)
!276 = !DILocation(line: 45, column: 36, scope: !160)
!277 = !DILocation(line: 45, column: 9, scope: !160)
!278 = distinct !{!278, !163, !279, !274}
!279 = !DILocation(line: 58, column: 9, scope: !155)
!280 = !DILocalVariable(name: "tmp", scope: !156, file: !2, line: 59, type: !66)
!281 = !DILocation(line: 59, column: 17, scope: !156)
!282 = !DILocation(line: 59, column: 23, scope: !156)
!283 = !DILocation(line: 60, column: 15, scope: !156)
!284 = !DILocation(line: 60, column: 13, scope: !156)
!285 = !DILocation(line: 61, column: 15, scope: !156)
!286 = !DILocation(line: 61, column: 13, scope: !156)
!287 = !DILocation(line: 62, column: 5, scope: !156)
!288 = !DILocation(line: 44, column: 33, scope: !150)
!289 = !DILocation(line: 44, column: 5, scope: !150)
!290 = distinct !{!290, !153, !291, !274}
!291 = !DILocation(line: 62, column: 5, scope: !146)
!292 = !DILocation(line: 63, column: 1, scope: !62)
!293 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 78, type: !294, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !47, retainedNodes: !70)
!294 = !DISubroutineType(types: !295)
!295 = !{!65, !65, !296}
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!298 = !DILocalVariable(name: "argc", arg: 1, scope: !293, file: !2, line: 78, type: !65)
!299 = !DILocation(line: 78, column: 14, scope: !293)
!300 = !DILocalVariable(name: "argv", arg: 2, scope: !293, file: !2, line: 78, type: !296)
!301 = !DILocation(line: 78, column: 27, scope: !293)
!302 = !DILocation(line: 80, column: 9, scope: !303)
!303 = distinct !DILexicalBlock(scope: !293, file: !2, line: 80, column: 9)
!304 = !DILocation(line: 80, column: 14, scope: !303)
!305 = !DILocation(line: 80, column: 9, scope: !293)
!306 = !DILocation(line: 81, column: 17, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !2, line: 80, column: 19)
!308 = !DILocation(line: 81, column: 50, scope: !307)
!309 = !DILocation(line: 81, column: 9, scope: !307)
!310 = !DILocation(line: 82, column: 9, scope: !307)
!311 = !DILocalVariable(name: "f", scope: !293, file: !2, line: 84, type: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !314, line: 7, baseType: !315)
!314 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!315 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !316, line: 49, size: 1728, elements: !317)
!316 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!317 = !{!318, !319, !320, !321, !322, !323, !324, !325, !326, !327, !328, !329, !330, !333, !335, !336, !337, !341, !343, !345, !349, !352, !354, !357, !360, !361, !363, !364, !365}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !315, file: !316, line: 51, baseType: !65, size: 32)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !315, file: !316, line: 54, baseType: !297, size: 64, offset: 64)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !315, file: !316, line: 55, baseType: !297, size: 64, offset: 128)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !315, file: !316, line: 56, baseType: !297, size: 64, offset: 192)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !315, file: !316, line: 57, baseType: !297, size: 64, offset: 256)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !315, file: !316, line: 58, baseType: !297, size: 64, offset: 320)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !315, file: !316, line: 59, baseType: !297, size: 64, offset: 384)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !315, file: !316, line: 60, baseType: !297, size: 64, offset: 448)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !315, file: !316, line: 61, baseType: !297, size: 64, offset: 512)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !315, file: !316, line: 64, baseType: !297, size: 64, offset: 576)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !315, file: !316, line: 65, baseType: !297, size: 64, offset: 640)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !315, file: !316, line: 66, baseType: !297, size: 64, offset: 704)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !315, file: !316, line: 68, baseType: !331, size: 64, offset: 768)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !316, line: 36, flags: DIFlagFwdDecl)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !315, file: !316, line: 70, baseType: !334, size: 64, offset: 832)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !315, file: !316, line: 72, baseType: !65, size: 32, offset: 896)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !315, file: !316, line: 73, baseType: !65, size: 32, offset: 928)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !315, file: !316, line: 74, baseType: !338, size: 64, offset: 960)
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !339, line: 152, baseType: !340)
!339 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!340 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !315, file: !316, line: 77, baseType: !342, size: 16, offset: 1024)
!342 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !315, file: !316, line: 78, baseType: !344, size: 8, offset: 1040)
!344 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !315, file: !316, line: 79, baseType: !346, size: 8, offset: 1048)
!346 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !347)
!347 = !{!348}
!348 = !DISubrange(count: 1)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !315, file: !316, line: 81, baseType: !350, size: 64, offset: 1088)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !316, line: 43, baseType: null)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !315, file: !316, line: 89, baseType: !353, size: 64, offset: 1152)
!353 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !339, line: 153, baseType: !340)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !315, file: !316, line: 91, baseType: !355, size: 64, offset: 1216)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!356 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !316, line: 37, flags: DIFlagFwdDecl)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !315, file: !316, line: 92, baseType: !358, size: 64, offset: 1280)
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!359 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !316, line: 38, flags: DIFlagFwdDecl)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !315, file: !316, line: 93, baseType: !334, size: 64, offset: 1344)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !315, file: !316, line: 94, baseType: !362, size: 64, offset: 1408)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !315, file: !316, line: 95, baseType: !50, size: 64, offset: 1472)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !315, file: !316, line: 96, baseType: !65, size: 32, offset: 1536)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !315, file: !316, line: 98, baseType: !19, size: 160, offset: 1568)
!366 = !DILocation(line: 84, column: 11, scope: !293)
!367 = !DILocation(line: 84, column: 21, scope: !293)
!368 = !DILocation(line: 84, column: 15, scope: !293)
!369 = !DILocation(line: 85, column: 10, scope: !370)
!370 = distinct !DILexicalBlock(scope: !293, file: !2, line: 85, column: 9)
!371 = !DILocation(line: 85, column: 9, scope: !293)
!372 = !DILocation(line: 86, column: 47, scope: !370)
!373 = !DILocation(line: 86, column: 16, scope: !370)
!374 = !DILocation(line: 86, column: 9, scope: !370)
!375 = !DILocalVariable(name: "hdr", scope: !293, file: !2, line: 87, type: !376)
!376 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 96, elements: !10)
!377 = !DILocation(line: 87, column: 9, scope: !293)
!378 = !DILocation(line: 88, column: 21, scope: !379)
!379 = distinct !DILexicalBlock(scope: !293, file: !2, line: 88, column: 9)
!380 = !DILocation(line: 88, column: 24, scope: !379)
!381 = !DILocation(line: 88, column: 10, scope: !379)
!382 = !DILocation(line: 88, column: 9, scope: !293)
!383 = !DILocation(line: 89, column: 44, scope: !379)
!384 = !DILocation(line: 89, column: 53, scope: !379)
!385 = !DILocation(line: 89, column: 16, scope: !379)
!386 = !DILocation(line: 89, column: 9, scope: !379)
!387 = !DILocalVariable(name: "rows", scope: !293, file: !2, line: 90, type: !65)
!388 = !DILocation(line: 90, column: 9, scope: !293)
!389 = !DILocation(line: 90, column: 16, scope: !293)
!390 = !DILocalVariable(name: "cols", scope: !293, file: !2, line: 90, type: !65)
!391 = !DILocation(line: 90, column: 24, scope: !293)
!392 = !DILocation(line: 90, column: 31, scope: !293)
!393 = !DILocalVariable(name: "iters", scope: !293, file: !2, line: 90, type: !65)
!394 = !DILocation(line: 90, column: 39, scope: !293)
!395 = !DILocation(line: 90, column: 47, scope: !293)
!396 = !DILocation(line: 91, column: 9, scope: !397)
!397 = distinct !DILexicalBlock(scope: !293, file: !2, line: 91, column: 9)
!398 = !DILocation(line: 91, column: 14, scope: !397)
!399 = !DILocation(line: 91, column: 18, scope: !397)
!400 = !DILocation(line: 91, column: 21, scope: !397)
!401 = !DILocation(line: 91, column: 26, scope: !397)
!402 = !DILocation(line: 91, column: 30, scope: !397)
!403 = !DILocation(line: 91, column: 33, scope: !397)
!404 = !DILocation(line: 91, column: 39, scope: !397)
!405 = !DILocation(line: 91, column: 43, scope: !397)
!406 = !DILocation(line: 91, column: 46, scope: !397)
!407 = !DILocation(line: 91, column: 51, scope: !397)
!408 = !DILocation(line: 91, column: 59, scope: !397)
!409 = !DILocation(line: 91, column: 62, scope: !397)
!410 = !DILocation(line: 91, column: 67, scope: !397)
!411 = !DILocation(line: 91, column: 75, scope: !397)
!412 = !DILocation(line: 92, column: 20, scope: !397)
!413 = !DILocation(line: 92, column: 9, scope: !397)
!414 = !DILocation(line: 92, column: 27, scope: !397)
!415 = !DILocation(line: 92, column: 25, scope: !397)
!416 = !DILocation(line: 92, column: 32, scope: !397)
!417 = !DILocation(line: 91, column: 9, scope: !293)
!418 = !DILocation(line: 93, column: 38, scope: !397)
!419 = !DILocation(line: 93, column: 47, scope: !397)
!420 = !DILocation(line: 93, column: 16, scope: !397)
!421 = !DILocation(line: 93, column: 9, scope: !397)
!422 = !DILocalVariable(name: "n", scope: !293, file: !2, line: 94, type: !50)
!423 = !DILocation(line: 94, column: 12, scope: !293)
!424 = !DILocation(line: 94, column: 24, scope: !293)
!425 = !DILocation(line: 94, column: 16, scope: !293)
!426 = !DILocation(line: 94, column: 31, scope: !293)
!427 = !DILocation(line: 94, column: 29, scope: !293)
!428 = !DILocalVariable(name: "temp", scope: !293, file: !2, line: 95, type: !66)
!429 = !DILocation(line: 95, column: 13, scope: !293)
!430 = !DILocation(line: 95, column: 27, scope: !293)
!431 = !DILocation(line: 95, column: 29, scope: !293)
!432 = !DILocation(line: 95, column: 20, scope: !293)
!433 = !DILocalVariable(name: "power", scope: !293, file: !2, line: 96, type: !66)
!434 = !DILocation(line: 96, column: 13, scope: !293)
!435 = !DILocation(line: 96, column: 28, scope: !293)
!436 = !DILocation(line: 96, column: 30, scope: !293)
!437 = !DILocation(line: 96, column: 21, scope: !293)
!438 = !DILocalVariable(name: "result", scope: !293, file: !2, line: 97, type: !66)
!439 = !DILocation(line: 97, column: 13, scope: !293)
!440 = !DILocation(line: 97, column: 29, scope: !293)
!441 = !DILocation(line: 97, column: 31, scope: !293)
!442 = !DILocation(line: 97, column: 22, scope: !293)
!443 = !DILocation(line: 98, column: 10, scope: !444)
!444 = distinct !DILexicalBlock(scope: !293, file: !2, line: 98, column: 9)
!445 = !DILocation(line: 98, column: 15, scope: !444)
!446 = !DILocation(line: 98, column: 19, scope: !444)
!447 = !DILocation(line: 98, column: 25, scope: !444)
!448 = !DILocation(line: 98, column: 29, scope: !444)
!449 = !DILocation(line: 98, column: 9, scope: !293)
!450 = !DILocation(line: 99, column: 46, scope: !444)
!451 = !DILocation(line: 99, column: 55, scope: !444)
!452 = !DILocation(line: 99, column: 16, scope: !444)
!453 = !DILocation(line: 99, column: 9, scope: !444)
!454 = !DILocation(line: 100, column: 21, scope: !455)
!455 = distinct !DILexicalBlock(scope: !293, file: !2, line: 100, column: 9)
!456 = !DILocation(line: 100, column: 24, scope: !455)
!457 = !DILocation(line: 100, column: 46, scope: !455)
!458 = !DILocation(line: 100, column: 10, scope: !455)
!459 = !DILocation(line: 100, column: 49, scope: !455)
!460 = !DILocation(line: 100, column: 64, scope: !455)
!461 = !DILocation(line: 100, column: 67, scope: !455)
!462 = !DILocation(line: 100, column: 90, scope: !455)
!463 = !DILocation(line: 100, column: 53, scope: !455)
!464 = !DILocation(line: 100, column: 93, scope: !455)
!465 = !DILocation(line: 101, column: 15, scope: !455)
!466 = !DILocation(line: 101, column: 9, scope: !455)
!467 = !DILocation(line: 101, column: 18, scope: !455)
!468 = !DILocation(line: 100, column: 9, scope: !293)
!469 = !DILocation(line: 102, column: 58, scope: !455)
!470 = !DILocation(line: 102, column: 67, scope: !455)
!471 = !DILocation(line: 102, column: 16, scope: !455)
!472 = !DILocation(line: 102, column: 9, scope: !455)
!473 = !DILocation(line: 103, column: 12, scope: !293)
!474 = !DILocation(line: 103, column: 5, scope: !293)
!475 = !DILocation(line: 105, column: 13, scope: !293)
!476 = !DILocation(line: 105, column: 19, scope: !293)
!477 = !DILocation(line: 105, column: 25, scope: !293)
!478 = !DILocation(line: 105, column: 32, scope: !293)
!479 = !DILocation(line: 105, column: 38, scope: !293)
!480 = !DILocation(line: 105, column: 45, scope: !293)
!481 = !DILocation(line: 105, column: 5, scope: !293)
!482 = !DILocalVariable(name: "res", scope: !293, file: !2, line: 107, type: !68)
!483 = !DILocation(line: 107, column: 19, scope: !293)
!484 = !DILocation(line: 107, column: 26, scope: !293)
!485 = !DILocation(line: 107, column: 32, scope: !293)
!486 = !DILocation(line: 107, column: 36, scope: !293)
!487 = !DILocation(line: 107, column: 25, scope: !293)
!488 = !DILocation(line: 107, column: 44, scope: !293)
!489 = !DILocation(line: 107, column: 51, scope: !293)
!490 = !DILocalVariable(name: "sum", scope: !293, file: !2, line: 108, type: !67)
!491 = !DILocation(line: 108, column: 12, scope: !293)
!492 = !DILocalVariable(name: "i", scope: !493, file: !2, line: 109, type: !50)
!493 = distinct !DILexicalBlock(scope: !293, file: !2, line: 109, column: 5)
!494 = !DILocation(line: 109, column: 17, scope: !493)
!495 = !DILocation(line: 109, column: 10, scope: !493)
!496 = !DILocation(line: 109, column: 24, scope: !497)
!497 = distinct !DILexicalBlock(scope: !493, file: !2, line: 109, column: 5)
!498 = !DILocation(line: 109, column: 28, scope: !497)
!499 = !DILocation(line: 109, column: 26, scope: !497)
!500 = !DILocation(line: 109, column: 5, scope: !493)
!501 = !DILocation(line: 110, column: 16, scope: !497)
!502 = !DILocation(line: 110, column: 20, scope: !497)
!503 = !DILocation(line: 110, column: 13, scope: !497)
!504 = !DILocation(line: 110, column: 9, scope: !497)
!505 = !DILocation(line: 109, column: 32, scope: !497)
!506 = !DILocation(line: 109, column: 5, scope: !497)
!507 = distinct !{!507, !500, !508, !274}
!508 = !DILocation(line: 110, column: 21, scope: !493)
!509 = !DILocation(line: 111, column: 32, scope: !293)
!510 = !DILocation(line: 111, column: 5, scope: !293)
!511 = !DILocation(line: 112, column: 10, scope: !293)
!512 = !DILocation(line: 112, column: 5, scope: !293)
!513 = !DILocation(line: 113, column: 10, scope: !293)
!514 = !DILocation(line: 113, column: 5, scope: !293)
!515 = !DILocation(line: 114, column: 10, scope: !293)
!516 = !DILocation(line: 114, column: 5, scope: !293)
!517 = !DILocation(line: 115, column: 5, scope: !293)
!518 = !DILocation(line: 116, column: 1, scope: !293)
!519 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 70, type: !520, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !47, retainedNodes: !70)
!520 = !DISubroutineType(types: !521)
!521 = !{!65, !522, !522, !312}
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !523, size: 64)
!523 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!524 = !DILocalVariable(name: "msg", arg: 1, scope: !519, file: !2, line: 70, type: !522)
!525 = !DILocation(line: 70, column: 29, scope: !519)
!526 = !DILocalVariable(name: "path", arg: 2, scope: !519, file: !2, line: 70, type: !522)
!527 = !DILocation(line: 70, column: 46, scope: !519)
!528 = !DILocalVariable(name: "f", arg: 3, scope: !519, file: !2, line: 70, type: !312)
!529 = !DILocation(line: 70, column: 58, scope: !519)
!530 = !DILocation(line: 72, column: 13, scope: !519)
!531 = !DILocation(line: 72, column: 43, scope: !519)
!532 = !DILocation(line: 72, column: 48, scope: !519)
!533 = !DILocation(line: 72, column: 5, scope: !519)
!534 = !DILocation(line: 73, column: 9, scope: !535)
!535 = distinct !DILexicalBlock(scope: !519, file: !2, line: 73, column: 9)
!536 = !DILocation(line: 73, column: 9, scope: !519)
!537 = !DILocation(line: 74, column: 16, scope: !535)
!538 = !DILocation(line: 74, column: 9, scope: !535)
!539 = !DILocation(line: 75, column: 5, scope: !519)
!540 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 65, type: !541, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !47, retainedNodes: !70)
!541 = !DISubroutineType(types: !542)
!542 = !{!65, !312, !362, !50, !50}
!543 = !DILocalVariable(name: "f", arg: 1, scope: !540, file: !2, line: 65, type: !312)
!544 = !DILocation(line: 65, column: 29, scope: !540)
!545 = !DILocalVariable(name: "buf", arg: 2, scope: !540, file: !2, line: 65, type: !362)
!546 = !DILocation(line: 65, column: 38, scope: !540)
!547 = !DILocalVariable(name: "size", arg: 3, scope: !540, file: !2, line: 65, type: !50)
!548 = !DILocation(line: 65, column: 50, scope: !540)
!549 = !DILocalVariable(name: "count", arg: 4, scope: !540, file: !2, line: 65, type: !50)
!550 = !DILocation(line: 65, column: 63, scope: !540)
!551 = !DILocation(line: 67, column: 18, scope: !540)
!552 = !DILocation(line: 67, column: 23, scope: !540)
!553 = !DILocation(line: 67, column: 29, scope: !540)
!554 = !DILocation(line: 67, column: 36, scope: !540)
!555 = !DILocation(line: 67, column: 12, scope: !540)
!556 = !DILocation(line: 67, column: 42, scope: !540)
!557 = !DILocation(line: 67, column: 39, scope: !540)
!558 = !DILocation(line: 67, column: 5, scope: !540)
