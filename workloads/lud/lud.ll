; ModuleID = 'lud.c'
source_filename = "lud.c"
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
@.str.8 = private unnamed_addr constant [14 x i8] c"lud: %s '%s'\0A\00", align 1, !dbg !42

; Function Attrs: noinline nounwind uwtable
define dso_local void @lud(ptr noundef %0, i32 noundef %1) #0 !dbg !58 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !67, !DIExpression(), !68)
    #dbg_declare(ptr %5, !69, !DIExpression(), !71)
  store i32 0, ptr %5, align 4, !dbg !71
  br label %12, !dbg !72

12:                                               ; preds = %144, %2
  %13 = load i32, ptr %5, align 4, !dbg !73
  %14 = load i32, ptr %4, align 4, !dbg !75
  %15 = icmp slt i32 %13, %14, !dbg !76
  br i1 %15, label %16, label %147, !dbg !77

16:                                               ; preds = %12
    #dbg_declare(ptr %6, !78, !DIExpression(), !81)
  %17 = load i32, ptr %5, align 4, !dbg !82
  store i32 %17, ptr %6, align 4, !dbg !81
  br label %18, !dbg !83

18:                                               ; preds = %71, %16
  %19 = load i32, ptr %6, align 4, !dbg !84
  %20 = load i32, ptr %4, align 4, !dbg !86
  %21 = icmp slt i32 %19, %20, !dbg !87
  br i1 %21, label %22, label %74, !dbg !88

22:                                               ; preds = %18
    #dbg_declare(ptr %7, !89, !DIExpression(), !91)
  %23 = load ptr, ptr %3, align 8, !dbg !92
  %24 = load i32, ptr %5, align 4, !dbg !93
  %25 = load i32, ptr %4, align 4, !dbg !94
  %26 = mul nsw i32 %24, %25, !dbg !95
  %27 = load i32, ptr %6, align 4, !dbg !96
  %28 = add nsw i32 %26, %27, !dbg !97
  %29 = sext i32 %28 to i64, !dbg !92
  %30 = getelementptr inbounds double, ptr %23, i64 %29, !dbg !92
  %31 = load double, ptr %30, align 8, !dbg !92
  store double %31, ptr %7, align 8, !dbg !91
    #dbg_declare(ptr %8, !98, !DIExpression(), !100)
  store i32 0, ptr %8, align 4, !dbg !100
  br label %32, !dbg !101

32:                                               ; preds = %58, %22
  %33 = load i32, ptr %8, align 4, !dbg !102
  %34 = load i32, ptr %5, align 4, !dbg !104
  %35 = icmp slt i32 %33, %34, !dbg !105
  br i1 %35, label %36, label %61, !dbg !106

36:                                               ; preds = %32
  %37 = load ptr, ptr %3, align 8, !dbg !107
  %38 = load i32, ptr %5, align 4, !dbg !108
  %39 = load i32, ptr %4, align 4, !dbg !109
  %40 = mul nsw i32 %38, %39, !dbg !110
  %41 = load i32, ptr %8, align 4, !dbg !111
  %42 = add nsw i32 %40, %41, !dbg !112
  %43 = sext i32 %42 to i64, !dbg !107
  %44 = getelementptr inbounds double, ptr %37, i64 %43, !dbg !107
  %45 = load double, ptr %44, align 8, !dbg !107
  %46 = load ptr, ptr %3, align 8, !dbg !113
  %47 = load i32, ptr %8, align 4, !dbg !114
  %48 = load i32, ptr %4, align 4, !dbg !115
  %49 = mul nsw i32 %47, %48, !dbg !116
  %50 = load i32, ptr %6, align 4, !dbg !117
  %51 = add nsw i32 %49, %50, !dbg !118
  %52 = sext i32 %51 to i64, !dbg !113
  %53 = getelementptr inbounds double, ptr %46, i64 %52, !dbg !113
  %54 = load double, ptr %53, align 8, !dbg !113
  %55 = load double, ptr %7, align 8, !dbg !119
  %56 = fneg double %45, !dbg !119
  %57 = call double @llvm.fmuladd.f64(double %56, double %54, double %55), !dbg !119
  store double %57, ptr %7, align 8, !dbg !119
  br label %58, !dbg !120

58:                                               ; preds = %36
  %59 = load i32, ptr %8, align 4, !dbg !121
  %60 = add nsw i32 %59, 1, !dbg !121
  store i32 %60, ptr %8, align 4, !dbg !121
  br label %32, !dbg !122, !llvm.loop !123

61:                                               ; preds = %32
  %62 = load double, ptr %7, align 8, !dbg !126
  %63 = load ptr, ptr %3, align 8, !dbg !127
  %64 = load i32, ptr %5, align 4, !dbg !128
  %65 = load i32, ptr %4, align 4, !dbg !129
  %66 = mul nsw i32 %64, %65, !dbg !130
  %67 = load i32, ptr %6, align 4, !dbg !131
  %68 = add nsw i32 %66, %67, !dbg !132
  %69 = sext i32 %68 to i64, !dbg !127
  %70 = getelementptr inbounds double, ptr %63, i64 %69, !dbg !127
  store double %62, ptr %70, align 8, !dbg !133
  br label %71, !dbg !134

71:                                               ; preds = %61
  %72 = load i32, ptr %6, align 4, !dbg !135
  %73 = add nsw i32 %72, 1, !dbg !135
  store i32 %73, ptr %6, align 4, !dbg !135
  br label %18, !dbg !136, !llvm.loop !137

74:                                               ; preds = %18
    #dbg_declare(ptr %9, !139, !DIExpression(), !141)
  %75 = load i32, ptr %5, align 4, !dbg !142
  %76 = add nsw i32 %75, 1, !dbg !143
  store i32 %76, ptr %9, align 4, !dbg !141
  br label %77, !dbg !144

77:                                               ; preds = %140, %74
  %78 = load i32, ptr %9, align 4, !dbg !145
  %79 = load i32, ptr %4, align 4, !dbg !147
  %80 = icmp slt i32 %78, %79, !dbg !148
  br i1 %80, label %81, label %143, !dbg !149

81:                                               ; preds = %77
    #dbg_declare(ptr %10, !150, !DIExpression(), !152)
  %82 = load ptr, ptr %3, align 8, !dbg !153
  %83 = load i32, ptr %9, align 4, !dbg !154
  %84 = load i32, ptr %4, align 4, !dbg !155
  %85 = mul nsw i32 %83, %84, !dbg !156
  %86 = load i32, ptr %5, align 4, !dbg !157
  %87 = add nsw i32 %85, %86, !dbg !158
  %88 = sext i32 %87 to i64, !dbg !153
  %89 = getelementptr inbounds double, ptr %82, i64 %88, !dbg !153
  %90 = load double, ptr %89, align 8, !dbg !153
  store double %90, ptr %10, align 8, !dbg !152
    #dbg_declare(ptr %11, !159, !DIExpression(), !161)
  store i32 0, ptr %11, align 4, !dbg !161
  br label %91, !dbg !162

91:                                               ; preds = %117, %81
  %92 = load i32, ptr %11, align 4, !dbg !163
  %93 = load i32, ptr %5, align 4, !dbg !165
  %94 = icmp slt i32 %92, %93, !dbg !166
  br i1 %94, label %95, label %120, !dbg !167

95:                                               ; preds = %91
  %96 = load ptr, ptr %3, align 8, !dbg !168
  %97 = load i32, ptr %9, align 4, !dbg !169
  %98 = load i32, ptr %4, align 4, !dbg !170
  %99 = mul nsw i32 %97, %98, !dbg !171
  %100 = load i32, ptr %11, align 4, !dbg !172
  %101 = add nsw i32 %99, %100, !dbg !173
  %102 = sext i32 %101 to i64, !dbg !168
  %103 = getelementptr inbounds double, ptr %96, i64 %102, !dbg !168
  %104 = load double, ptr %103, align 8, !dbg !168
  %105 = load ptr, ptr %3, align 8, !dbg !174
  %106 = load i32, ptr %11, align 4, !dbg !175
  %107 = load i32, ptr %4, align 4, !dbg !176
  %108 = mul nsw i32 %106, %107, !dbg !177
  %109 = load i32, ptr %5, align 4, !dbg !178
  %110 = add nsw i32 %108, %109, !dbg !179
  %111 = sext i32 %110 to i64, !dbg !174
  %112 = getelementptr inbounds double, ptr %105, i64 %111, !dbg !174
  %113 = load double, ptr %112, align 8, !dbg !174
  %114 = load double, ptr %10, align 8, !dbg !180
  %115 = fneg double %104, !dbg !180
  %116 = call double @llvm.fmuladd.f64(double %115, double %113, double %114), !dbg !180
  store double %116, ptr %10, align 8, !dbg !180
  br label %117, !dbg !181

117:                                              ; preds = %95
  %118 = load i32, ptr %11, align 4, !dbg !182
  %119 = add nsw i32 %118, 1, !dbg !182
  store i32 %119, ptr %11, align 4, !dbg !182
  br label %91, !dbg !183, !llvm.loop !184

120:                                              ; preds = %91
  %121 = load double, ptr %10, align 8, !dbg !186
  %122 = load ptr, ptr %3, align 8, !dbg !187
  %123 = load i32, ptr %5, align 4, !dbg !188
  %124 = load i32, ptr %4, align 4, !dbg !189
  %125 = mul nsw i32 %123, %124, !dbg !190
  %126 = load i32, ptr %5, align 4, !dbg !191
  %127 = add nsw i32 %125, %126, !dbg !192
  %128 = sext i32 %127 to i64, !dbg !187
  %129 = getelementptr inbounds double, ptr %122, i64 %128, !dbg !187
  %130 = load double, ptr %129, align 8, !dbg !187
  %131 = fdiv double %121, %130, !dbg !193
  %132 = load ptr, ptr %3, align 8, !dbg !194
  %133 = load i32, ptr %9, align 4, !dbg !195
  %134 = load i32, ptr %4, align 4, !dbg !196
  %135 = mul nsw i32 %133, %134, !dbg !197
  %136 = load i32, ptr %5, align 4, !dbg !198
  %137 = add nsw i32 %135, %136, !dbg !199
  %138 = sext i32 %137 to i64, !dbg !194
  %139 = getelementptr inbounds double, ptr %132, i64 %138, !dbg !194
  store double %131, ptr %139, align 8, !dbg !200
  br label %140, !dbg !201

140:                                              ; preds = %120
  %141 = load i32, ptr %9, align 4, !dbg !202
  %142 = add nsw i32 %141, 1, !dbg !202
  store i32 %142, ptr %9, align 4, !dbg !202
  br label %77, !dbg !203, !llvm.loop !204

143:                                              ; preds = %77
  br label %144, !dbg !206

144:                                              ; preds = %143
  %145 = load i32, ptr %5, align 4, !dbg !207
  %146 = add nsw i32 %145, 1, !dbg !207
  store i32 %146, ptr %5, align 4, !dbg !207
  br label %12, !dbg !208, !llvm.loop !209

147:                                              ; preds = %12
  ret void, !dbg !211
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !212 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !217, !DIExpression(), !218)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !219, !DIExpression(), !220)
  %11 = load i32, ptr %4, align 4, !dbg !221
  %12 = icmp slt i32 %11, 2, !dbg !223
  br i1 %12, label %13, label %19, !dbg !224

13:                                               ; preds = %2
  %14 = load ptr, ptr @stderr, align 8, !dbg !225
  %15 = load ptr, ptr %5, align 8, !dbg !227
  %16 = getelementptr inbounds ptr, ptr %15, i64 0, !dbg !227
  %17 = load ptr, ptr %16, align 8, !dbg !227
  %18 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %14, ptr noundef @.str, ptr noundef %17) #5, !dbg !228
  store i32 1, ptr %3, align 4, !dbg !229
  br label %116, !dbg !229

19:                                               ; preds = %2
    #dbg_declare(ptr %6, !230, !DIExpression(), !285)
  %20 = load ptr, ptr %5, align 8, !dbg !286
  %21 = getelementptr inbounds ptr, ptr %20, i64 1, !dbg !286
  %22 = load ptr, ptr %21, align 8, !dbg !286
  %23 = call noalias ptr @fopen(ptr noundef %22, ptr noundef @.str.1), !dbg !287
  store ptr %23, ptr %6, align 8, !dbg !285
  %24 = load ptr, ptr %6, align 8, !dbg !288
  %25 = icmp ne ptr %24, null, !dbg !288
  br i1 %25, label %31, label %26, !dbg !290

26:                                               ; preds = %19
  %27 = load ptr, ptr %5, align 8, !dbg !291
  %28 = getelementptr inbounds ptr, ptr %27, i64 1, !dbg !291
  %29 = load ptr, ptr %28, align 8, !dbg !291
  %30 = call i32 @fail(ptr noundef @.str.2, ptr noundef %29, ptr noundef null), !dbg !292
  store i32 %30, ptr %3, align 4, !dbg !293
  br label %116, !dbg !293

31:                                               ; preds = %19
    #dbg_declare(ptr %7, !294, !DIExpression(), !295)
  %32 = load ptr, ptr %6, align 8, !dbg !296
  %33 = call i32 @read_exact(ptr noundef %32, ptr noundef %7, i64 noundef 4, i64 noundef 1), !dbg !298
  %34 = icmp ne i32 %33, 0, !dbg !298
  br i1 %34, label %41, label %35, !dbg !299

35:                                               ; preds = %31
  %36 = load ptr, ptr %5, align 8, !dbg !300
  %37 = getelementptr inbounds ptr, ptr %36, i64 1, !dbg !300
  %38 = load ptr, ptr %37, align 8, !dbg !300
  %39 = load ptr, ptr %6, align 8, !dbg !301
  %40 = call i32 @fail(ptr noundef @.str.3, ptr noundef %38, ptr noundef %39), !dbg !302
  store i32 %40, ptr %3, align 4, !dbg !303
  br label %116, !dbg !303

41:                                               ; preds = %31
  %42 = load i32, ptr %7, align 4, !dbg !304
  %43 = icmp slt i32 %42, 1, !dbg !306
  br i1 %43, label %47, label %44, !dbg !307

44:                                               ; preds = %41
  %45 = load i32, ptr %7, align 4, !dbg !308
  %46 = icmp sgt i32 %45, 16384, !dbg !309
  br i1 %46, label %47, label %53, !dbg !310

47:                                               ; preds = %44, %41
  %48 = load ptr, ptr %5, align 8, !dbg !311
  %49 = getelementptr inbounds ptr, ptr %48, i64 1, !dbg !311
  %50 = load ptr, ptr %49, align 8, !dbg !311
  %51 = load ptr, ptr %6, align 8, !dbg !312
  %52 = call i32 @fail(ptr noundef @.str.4, ptr noundef %50, ptr noundef %51), !dbg !313
  store i32 %52, ptr %3, align 4, !dbg !314
  br label %116, !dbg !314

53:                                               ; preds = %44
    #dbg_declare(ptr %8, !315, !DIExpression(), !316)
  %54 = load i32, ptr %7, align 4, !dbg !317
  %55 = sext i32 %54 to i64, !dbg !318
  %56 = load i32, ptr %7, align 4, !dbg !319
  %57 = sext i32 %56 to i64, !dbg !319
  %58 = mul i64 %55, %57, !dbg !320
  %59 = mul i64 %58, 8, !dbg !321
  %60 = call noalias ptr @malloc(i64 noundef %59) #6, !dbg !322
  store ptr %60, ptr %8, align 8, !dbg !316
  %61 = load ptr, ptr %8, align 8, !dbg !323
  %62 = icmp ne ptr %61, null, !dbg !323
  br i1 %62, label %69, label %63, !dbg !325

63:                                               ; preds = %53
  %64 = load ptr, ptr %5, align 8, !dbg !326
  %65 = getelementptr inbounds ptr, ptr %64, i64 1, !dbg !326
  %66 = load ptr, ptr %65, align 8, !dbg !326
  %67 = load ptr, ptr %6, align 8, !dbg !327
  %68 = call i32 @fail(ptr noundef @.str.5, ptr noundef %66, ptr noundef %67), !dbg !328
  store i32 %68, ptr %3, align 4, !dbg !329
  br label %116, !dbg !329

69:                                               ; preds = %53
  %70 = load ptr, ptr %6, align 8, !dbg !330
  %71 = load ptr, ptr %8, align 8, !dbg !332
  %72 = load i32, ptr %7, align 4, !dbg !333
  %73 = sext i32 %72 to i64, !dbg !334
  %74 = load i32, ptr %7, align 4, !dbg !335
  %75 = sext i32 %74 to i64, !dbg !335
  %76 = mul i64 %73, %75, !dbg !336
  %77 = call i32 @read_exact(ptr noundef %70, ptr noundef %71, i64 noundef 8, i64 noundef %76), !dbg !337
  %78 = icmp ne i32 %77, 0, !dbg !337
  br i1 %78, label %79, label %83, !dbg !338

79:                                               ; preds = %69
  %80 = load ptr, ptr %6, align 8, !dbg !339
  %81 = call i32 @fgetc(ptr noundef %80), !dbg !340
  %82 = icmp ne i32 %81, -1, !dbg !341
  br i1 %82, label %83, label %89, !dbg !342

83:                                               ; preds = %79, %69
  %84 = load ptr, ptr %5, align 8, !dbg !343
  %85 = getelementptr inbounds ptr, ptr %84, i64 1, !dbg !343
  %86 = load ptr, ptr %85, align 8, !dbg !343
  %87 = load ptr, ptr %6, align 8, !dbg !344
  %88 = call i32 @fail(ptr noundef @.str.6, ptr noundef %86, ptr noundef %87), !dbg !345
  store i32 %88, ptr %3, align 4, !dbg !346
  br label %116, !dbg !346

89:                                               ; preds = %79
  %90 = load ptr, ptr %6, align 8, !dbg !347
  %91 = call i32 @fclose(ptr noundef %90), !dbg !348
  %92 = load ptr, ptr %8, align 8, !dbg !349
  %93 = load i32, ptr %7, align 4, !dbg !350
  call void @lud(ptr noundef %92, i32 noundef %93), !dbg !351
    #dbg_declare(ptr %9, !352, !DIExpression(), !353)
  store double 0.000000e+00, ptr %9, align 8, !dbg !353
    #dbg_declare(ptr %10, !354, !DIExpression(), !356)
  store i64 0, ptr %10, align 8, !dbg !356
  br label %94, !dbg !357

94:                                               ; preds = %109, %89
  %95 = load i64, ptr %10, align 8, !dbg !358
  %96 = load i32, ptr %7, align 4, !dbg !360
  %97 = sext i32 %96 to i64, !dbg !361
  %98 = load i32, ptr %7, align 4, !dbg !362
  %99 = sext i32 %98 to i64, !dbg !362
  %100 = mul i64 %97, %99, !dbg !363
  %101 = icmp ult i64 %95, %100, !dbg !364
  br i1 %101, label %102, label %112, !dbg !365

102:                                              ; preds = %94
  %103 = load ptr, ptr %8, align 8, !dbg !366
  %104 = load i64, ptr %10, align 8, !dbg !367
  %105 = getelementptr inbounds double, ptr %103, i64 %104, !dbg !366
  %106 = load double, ptr %105, align 8, !dbg !366
  %107 = load double, ptr %9, align 8, !dbg !368
  %108 = fadd double %107, %106, !dbg !368
  store double %108, ptr %9, align 8, !dbg !368
  br label %109, !dbg !369

109:                                              ; preds = %102
  %110 = load i64, ptr %10, align 8, !dbg !370
  %111 = add i64 %110, 1, !dbg !370
  store i64 %111, ptr %10, align 8, !dbg !370
  br label %94, !dbg !371, !llvm.loop !372

112:                                              ; preds = %94
  %113 = load double, ptr %9, align 8, !dbg !374
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %113), !dbg !375
  %115 = load ptr, ptr %8, align 8, !dbg !376
  call void @free(ptr noundef %115) #5, !dbg !377
  store i32 0, ptr %3, align 4, !dbg !378
  br label %116, !dbg !378

116:                                              ; preds = %112, %83, %63, %47, %35, %26, %13
  %117 = load i32, ptr %3, align 4, !dbg !379
  ret i32 %117, !dbg !379
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !380 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !385, !DIExpression(), !386)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !387, !DIExpression(), !388)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !389, !DIExpression(), !390)
  %7 = load ptr, ptr @stderr, align 8, !dbg !391
  %8 = load ptr, ptr %4, align 8, !dbg !392
  %9 = load ptr, ptr %5, align 8, !dbg !393
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.8, ptr noundef %8, ptr noundef %9) #5, !dbg !394
  %11 = load ptr, ptr %6, align 8, !dbg !395
  %12 = icmp ne ptr %11, null, !dbg !395
  br i1 %12, label %13, label %16, !dbg !397

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !398
  %15 = call i32 @fclose(ptr noundef %14), !dbg !399
  br label %16, !dbg !399

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !400
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !401 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !404, !DIExpression(), !405)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !406, !DIExpression(), !407)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !408, !DIExpression(), !409)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !410, !DIExpression(), !411)
  %9 = load ptr, ptr %6, align 8, !dbg !412
  %10 = load i64, ptr %7, align 8, !dbg !413
  %11 = load i64, ptr %8, align 8, !dbg !414
  %12 = load ptr, ptr %5, align 8, !dbg !415
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !416
  %14 = load i64, ptr %8, align 8, !dbg !417
  %15 = icmp eq i64 %13, %14, !dbg !418
  %16 = zext i1 %15 to i32, !dbg !418
  ret i32 %16, !dbg !419
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

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "lud.c", directory: "/work/main/workloads/lud", checksumkind: CSK_MD5, checksum: "79f6f2e48ae26df0fd7419ace4ac69fe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !24, isLocal: true, isDefinition: true)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !49, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46}
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !47, line: 18, baseType: !48)
!47 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"frame-pointer", i32 2}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "lud", scope: !2, file: !2, line: 15, type: !59, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !64)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !61, !63}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{}
!65 = !DILocalVariable(name: "a", arg: 1, scope: !58, file: !2, line: 15, type: !61)
!66 = !DILocation(line: 15, column: 18, scope: !58)
!67 = !DILocalVariable(name: "n", arg: 2, scope: !58, file: !2, line: 15, type: !63)
!68 = !DILocation(line: 15, column: 25, scope: !58)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 17, type: !63)
!70 = distinct !DILexicalBlock(scope: !58, file: !2, line: 17, column: 5)
!71 = !DILocation(line: 17, column: 14, scope: !70)
!72 = !DILocation(line: 17, column: 10, scope: !70)
!73 = !DILocation(line: 17, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 17, column: 5)
!75 = !DILocation(line: 17, column: 25, scope: !74)
!76 = !DILocation(line: 17, column: 23, scope: !74)
!77 = !DILocation(line: 17, column: 5, scope: !70)
!78 = !DILocalVariable(name: "j", scope: !79, file: !2, line: 18, type: !63)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 18, column: 9)
!80 = distinct !DILexicalBlock(scope: !74, file: !2, line: 17, column: 33)
!81 = !DILocation(line: 18, column: 18, scope: !79)
!82 = !DILocation(line: 18, column: 22, scope: !79)
!83 = !DILocation(line: 18, column: 14, scope: !79)
!84 = !DILocation(line: 18, column: 25, scope: !85)
!85 = distinct !DILexicalBlock(scope: !79, file: !2, line: 18, column: 9)
!86 = !DILocation(line: 18, column: 29, scope: !85)
!87 = !DILocation(line: 18, column: 27, scope: !85)
!88 = !DILocation(line: 18, column: 9, scope: !79)
!89 = !DILocalVariable(name: "sum", scope: !90, file: !2, line: 19, type: !62)
!90 = distinct !DILexicalBlock(scope: !85, file: !2, line: 18, column: 37)
!91 = !DILocation(line: 19, column: 20, scope: !90)
!92 = !DILocation(line: 19, column: 26, scope: !90)
!93 = !DILocation(line: 19, column: 28, scope: !90)
!94 = !DILocation(line: 19, column: 32, scope: !90)
!95 = !DILocation(line: 19, column: 30, scope: !90)
!96 = !DILocation(line: 19, column: 36, scope: !90)
!97 = !DILocation(line: 19, column: 34, scope: !90)
!98 = !DILocalVariable(name: "k", scope: !99, file: !2, line: 20, type: !63)
!99 = distinct !DILexicalBlock(scope: !90, file: !2, line: 20, column: 13)
!100 = !DILocation(line: 20, column: 22, scope: !99)
!101 = !DILocation(line: 20, column: 18, scope: !99)
!102 = !DILocation(line: 20, column: 29, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !2, line: 20, column: 13)
!104 = !DILocation(line: 20, column: 33, scope: !103)
!105 = !DILocation(line: 20, column: 31, scope: !103)
!106 = !DILocation(line: 20, column: 13, scope: !99)
!107 = !DILocation(line: 21, column: 24, scope: !103)
!108 = !DILocation(line: 21, column: 26, scope: !103)
!109 = !DILocation(line: 21, column: 30, scope: !103)
!110 = !DILocation(line: 21, column: 28, scope: !103)
!111 = !DILocation(line: 21, column: 34, scope: !103)
!112 = !DILocation(line: 21, column: 32, scope: !103)
!113 = !DILocation(line: 21, column: 39, scope: !103)
!114 = !DILocation(line: 21, column: 41, scope: !103)
!115 = !DILocation(line: 21, column: 45, scope: !103)
!116 = !DILocation(line: 21, column: 43, scope: !103)
!117 = !DILocation(line: 21, column: 49, scope: !103)
!118 = !DILocation(line: 21, column: 47, scope: !103)
!119 = !DILocation(line: 21, column: 21, scope: !103)
!120 = !DILocation(line: 21, column: 17, scope: !103)
!121 = !DILocation(line: 20, column: 37, scope: !103)
!122 = !DILocation(line: 20, column: 13, scope: !103)
!123 = distinct !{!123, !106, !124, !125}
!124 = !DILocation(line: 21, column: 50, scope: !99)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 22, column: 28, scope: !90)
!127 = !DILocation(line: 22, column: 13, scope: !90)
!128 = !DILocation(line: 22, column: 15, scope: !90)
!129 = !DILocation(line: 22, column: 19, scope: !90)
!130 = !DILocation(line: 22, column: 17, scope: !90)
!131 = !DILocation(line: 22, column: 23, scope: !90)
!132 = !DILocation(line: 22, column: 21, scope: !90)
!133 = !DILocation(line: 22, column: 26, scope: !90)
!134 = !DILocation(line: 23, column: 9, scope: !90)
!135 = !DILocation(line: 18, column: 33, scope: !85)
!136 = !DILocation(line: 18, column: 9, scope: !85)
!137 = distinct !{!137, !88, !138, !125}
!138 = !DILocation(line: 23, column: 9, scope: !79)
!139 = !DILocalVariable(name: "j", scope: !140, file: !2, line: 24, type: !63)
!140 = distinct !DILexicalBlock(scope: !80, file: !2, line: 24, column: 9)
!141 = !DILocation(line: 24, column: 18, scope: !140)
!142 = !DILocation(line: 24, column: 22, scope: !140)
!143 = !DILocation(line: 24, column: 24, scope: !140)
!144 = !DILocation(line: 24, column: 14, scope: !140)
!145 = !DILocation(line: 24, column: 29, scope: !146)
!146 = distinct !DILexicalBlock(scope: !140, file: !2, line: 24, column: 9)
!147 = !DILocation(line: 24, column: 33, scope: !146)
!148 = !DILocation(line: 24, column: 31, scope: !146)
!149 = !DILocation(line: 24, column: 9, scope: !140)
!150 = !DILocalVariable(name: "sum", scope: !151, file: !2, line: 25, type: !62)
!151 = distinct !DILexicalBlock(scope: !146, file: !2, line: 24, column: 41)
!152 = !DILocation(line: 25, column: 20, scope: !151)
!153 = !DILocation(line: 25, column: 26, scope: !151)
!154 = !DILocation(line: 25, column: 28, scope: !151)
!155 = !DILocation(line: 25, column: 32, scope: !151)
!156 = !DILocation(line: 25, column: 30, scope: !151)
!157 = !DILocation(line: 25, column: 36, scope: !151)
!158 = !DILocation(line: 25, column: 34, scope: !151)
!159 = !DILocalVariable(name: "k", scope: !160, file: !2, line: 26, type: !63)
!160 = distinct !DILexicalBlock(scope: !151, file: !2, line: 26, column: 13)
!161 = !DILocation(line: 26, column: 22, scope: !160)
!162 = !DILocation(line: 26, column: 18, scope: !160)
!163 = !DILocation(line: 26, column: 29, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !2, line: 26, column: 13)
!165 = !DILocation(line: 26, column: 33, scope: !164)
!166 = !DILocation(line: 26, column: 31, scope: !164)
!167 = !DILocation(line: 26, column: 13, scope: !160)
!168 = !DILocation(line: 27, column: 24, scope: !164)
!169 = !DILocation(line: 27, column: 26, scope: !164)
!170 = !DILocation(line: 27, column: 30, scope: !164)
!171 = !DILocation(line: 27, column: 28, scope: !164)
!172 = !DILocation(line: 27, column: 34, scope: !164)
!173 = !DILocation(line: 27, column: 32, scope: !164)
!174 = !DILocation(line: 27, column: 39, scope: !164)
!175 = !DILocation(line: 27, column: 41, scope: !164)
!176 = !DILocation(line: 27, column: 45, scope: !164)
!177 = !DILocation(line: 27, column: 43, scope: !164)
!178 = !DILocation(line: 27, column: 49, scope: !164)
!179 = !DILocation(line: 27, column: 47, scope: !164)
!180 = !DILocation(line: 27, column: 21, scope: !164)
!181 = !DILocation(line: 27, column: 17, scope: !164)
!182 = !DILocation(line: 26, column: 37, scope: !164)
!183 = !DILocation(line: 26, column: 13, scope: !164)
!184 = distinct !{!184, !167, !185, !125}
!185 = !DILocation(line: 27, column: 50, scope: !160)
!186 = !DILocation(line: 28, column: 28, scope: !151)
!187 = !DILocation(line: 28, column: 34, scope: !151)
!188 = !DILocation(line: 28, column: 36, scope: !151)
!189 = !DILocation(line: 28, column: 40, scope: !151)
!190 = !DILocation(line: 28, column: 38, scope: !151)
!191 = !DILocation(line: 28, column: 44, scope: !151)
!192 = !DILocation(line: 28, column: 42, scope: !151)
!193 = !DILocation(line: 28, column: 32, scope: !151)
!194 = !DILocation(line: 28, column: 13, scope: !151)
!195 = !DILocation(line: 28, column: 15, scope: !151)
!196 = !DILocation(line: 28, column: 19, scope: !151)
!197 = !DILocation(line: 28, column: 17, scope: !151)
!198 = !DILocation(line: 28, column: 23, scope: !151)
!199 = !DILocation(line: 28, column: 21, scope: !151)
!200 = !DILocation(line: 28, column: 26, scope: !151)
!201 = !DILocation(line: 29, column: 9, scope: !151)
!202 = !DILocation(line: 24, column: 37, scope: !146)
!203 = !DILocation(line: 24, column: 9, scope: !146)
!204 = distinct !{!204, !149, !205, !125}
!205 = !DILocation(line: 29, column: 9, scope: !140)
!206 = !DILocation(line: 30, column: 5, scope: !80)
!207 = !DILocation(line: 17, column: 29, scope: !74)
!208 = !DILocation(line: 17, column: 5, scope: !74)
!209 = distinct !{!209, !77, !210, !125}
!210 = !DILocation(line: 30, column: 5, scope: !70)
!211 = !DILocation(line: 31, column: 1, scope: !58)
!212 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 46, type: !213, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !64)
!213 = !DISubroutineType(types: !214)
!214 = !{!63, !63, !215}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!217 = !DILocalVariable(name: "argc", arg: 1, scope: !212, file: !2, line: 46, type: !63)
!218 = !DILocation(line: 46, column: 14, scope: !212)
!219 = !DILocalVariable(name: "argv", arg: 2, scope: !212, file: !2, line: 46, type: !215)
!220 = !DILocation(line: 46, column: 27, scope: !212)
!221 = !DILocation(line: 48, column: 9, scope: !222)
!222 = distinct !DILexicalBlock(scope: !212, file: !2, line: 48, column: 9)
!223 = !DILocation(line: 48, column: 14, scope: !222)
!224 = !DILocation(line: 48, column: 9, scope: !212)
!225 = !DILocation(line: 49, column: 17, scope: !226)
!226 = distinct !DILexicalBlock(scope: !222, file: !2, line: 48, column: 19)
!227 = !DILocation(line: 49, column: 50, scope: !226)
!228 = !DILocation(line: 49, column: 9, scope: !226)
!229 = !DILocation(line: 50, column: 9, scope: !226)
!230 = !DILocalVariable(name: "f", scope: !212, file: !2, line: 52, type: !231)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !233, line: 7, baseType: !234)
!233 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!234 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !235, line: 49, size: 1728, elements: !236)
!235 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!236 = !{!237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !252, !254, !255, !256, !260, !262, !264, !268, !271, !273, !276, !279, !280, !282, !283, !284}
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !234, file: !235, line: 51, baseType: !63, size: 32)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !234, file: !235, line: 54, baseType: !216, size: 64, offset: 64)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !234, file: !235, line: 55, baseType: !216, size: 64, offset: 128)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !234, file: !235, line: 56, baseType: !216, size: 64, offset: 192)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !234, file: !235, line: 57, baseType: !216, size: 64, offset: 256)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !234, file: !235, line: 58, baseType: !216, size: 64, offset: 320)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !234, file: !235, line: 59, baseType: !216, size: 64, offset: 384)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !234, file: !235, line: 60, baseType: !216, size: 64, offset: 448)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !234, file: !235, line: 61, baseType: !216, size: 64, offset: 512)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !234, file: !235, line: 64, baseType: !216, size: 64, offset: 576)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !234, file: !235, line: 65, baseType: !216, size: 64, offset: 640)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !234, file: !235, line: 66, baseType: !216, size: 64, offset: 704)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !234, file: !235, line: 68, baseType: !250, size: 64, offset: 768)
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!251 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !235, line: 36, flags: DIFlagFwdDecl)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !234, file: !235, line: 70, baseType: !253, size: 64, offset: 832)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !234, file: !235, line: 72, baseType: !63, size: 32, offset: 896)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !234, file: !235, line: 73, baseType: !63, size: 32, offset: 928)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !234, file: !235, line: 74, baseType: !257, size: 64, offset: 960)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !258, line: 152, baseType: !259)
!258 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!259 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !234, file: !235, line: 77, baseType: !261, size: 16, offset: 1024)
!261 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !234, file: !235, line: 78, baseType: !263, size: 8, offset: 1040)
!263 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !234, file: !235, line: 79, baseType: !265, size: 8, offset: 1048)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !266)
!266 = !{!267}
!267 = !DISubrange(count: 1)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !234, file: !235, line: 81, baseType: !269, size: 64, offset: 1088)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !235, line: 43, baseType: null)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !234, file: !235, line: 89, baseType: !272, size: 64, offset: 1152)
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !258, line: 153, baseType: !259)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !234, file: !235, line: 91, baseType: !274, size: 64, offset: 1216)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !235, line: 37, flags: DIFlagFwdDecl)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !234, file: !235, line: 92, baseType: !277, size: 64, offset: 1280)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !235, line: 38, flags: DIFlagFwdDecl)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !234, file: !235, line: 93, baseType: !253, size: 64, offset: 1344)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !234, file: !235, line: 94, baseType: !281, size: 64, offset: 1408)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !234, file: !235, line: 95, baseType: !46, size: 64, offset: 1472)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !234, file: !235, line: 96, baseType: !63, size: 32, offset: 1536)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !234, file: !235, line: 98, baseType: !19, size: 160, offset: 1568)
!285 = !DILocation(line: 52, column: 11, scope: !212)
!286 = !DILocation(line: 52, column: 21, scope: !212)
!287 = !DILocation(line: 52, column: 15, scope: !212)
!288 = !DILocation(line: 53, column: 10, scope: !289)
!289 = distinct !DILexicalBlock(scope: !212, file: !2, line: 53, column: 9)
!290 = !DILocation(line: 53, column: 9, scope: !212)
!291 = !DILocation(line: 54, column: 47, scope: !289)
!292 = !DILocation(line: 54, column: 16, scope: !289)
!293 = !DILocation(line: 54, column: 9, scope: !289)
!294 = !DILocalVariable(name: "n", scope: !212, file: !2, line: 55, type: !63)
!295 = !DILocation(line: 55, column: 9, scope: !212)
!296 = !DILocation(line: 56, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !212, file: !2, line: 56, column: 9)
!298 = !DILocation(line: 56, column: 10, scope: !297)
!299 = !DILocation(line: 56, column: 9, scope: !212)
!300 = !DILocation(line: 57, column: 44, scope: !297)
!301 = !DILocation(line: 57, column: 53, scope: !297)
!302 = !DILocation(line: 57, column: 16, scope: !297)
!303 = !DILocation(line: 57, column: 9, scope: !297)
!304 = !DILocation(line: 58, column: 9, scope: !305)
!305 = distinct !DILexicalBlock(scope: !212, file: !2, line: 58, column: 9)
!306 = !DILocation(line: 58, column: 11, scope: !305)
!307 = !DILocation(line: 58, column: 15, scope: !305)
!308 = !DILocation(line: 58, column: 18, scope: !305)
!309 = !DILocation(line: 58, column: 20, scope: !305)
!310 = !DILocation(line: 58, column: 9, scope: !212)
!311 = !DILocation(line: 59, column: 38, scope: !305)
!312 = !DILocation(line: 59, column: 47, scope: !305)
!313 = !DILocation(line: 59, column: 16, scope: !305)
!314 = !DILocation(line: 59, column: 9, scope: !305)
!315 = !DILocalVariable(name: "a", scope: !212, file: !2, line: 60, type: !61)
!316 = !DILocation(line: 60, column: 13, scope: !212)
!317 = !DILocation(line: 60, column: 32, scope: !212)
!318 = !DILocation(line: 60, column: 24, scope: !212)
!319 = !DILocation(line: 60, column: 36, scope: !212)
!320 = !DILocation(line: 60, column: 34, scope: !212)
!321 = !DILocation(line: 60, column: 38, scope: !212)
!322 = !DILocation(line: 60, column: 17, scope: !212)
!323 = !DILocation(line: 61, column: 10, scope: !324)
!324 = distinct !DILexicalBlock(scope: !212, file: !2, line: 61, column: 9)
!325 = !DILocation(line: 61, column: 9, scope: !212)
!326 = !DILocation(line: 62, column: 46, scope: !324)
!327 = !DILocation(line: 62, column: 55, scope: !324)
!328 = !DILocation(line: 62, column: 16, scope: !324)
!329 = !DILocation(line: 62, column: 9, scope: !324)
!330 = !DILocation(line: 63, column: 21, scope: !331)
!331 = distinct !DILexicalBlock(scope: !212, file: !2, line: 63, column: 9)
!332 = !DILocation(line: 63, column: 24, scope: !331)
!333 = !DILocation(line: 63, column: 51, scope: !331)
!334 = !DILocation(line: 63, column: 43, scope: !331)
!335 = !DILocation(line: 63, column: 55, scope: !331)
!336 = !DILocation(line: 63, column: 53, scope: !331)
!337 = !DILocation(line: 63, column: 10, scope: !331)
!338 = !DILocation(line: 63, column: 58, scope: !331)
!339 = !DILocation(line: 63, column: 67, scope: !331)
!340 = !DILocation(line: 63, column: 61, scope: !331)
!341 = !DILocation(line: 63, column: 70, scope: !331)
!342 = !DILocation(line: 63, column: 9, scope: !212)
!343 = !DILocation(line: 64, column: 58, scope: !331)
!344 = !DILocation(line: 64, column: 67, scope: !331)
!345 = !DILocation(line: 64, column: 16, scope: !331)
!346 = !DILocation(line: 64, column: 9, scope: !331)
!347 = !DILocation(line: 65, column: 12, scope: !212)
!348 = !DILocation(line: 65, column: 5, scope: !212)
!349 = !DILocation(line: 67, column: 9, scope: !212)
!350 = !DILocation(line: 67, column: 12, scope: !212)
!351 = !DILocation(line: 67, column: 5, scope: !212)
!352 = !DILocalVariable(name: "sum", scope: !212, file: !2, line: 69, type: !62)
!353 = !DILocation(line: 69, column: 12, scope: !212)
!354 = !DILocalVariable(name: "i", scope: !355, file: !2, line: 70, type: !46)
!355 = distinct !DILexicalBlock(scope: !212, file: !2, line: 70, column: 5)
!356 = !DILocation(line: 70, column: 17, scope: !355)
!357 = !DILocation(line: 70, column: 10, scope: !355)
!358 = !DILocation(line: 70, column: 24, scope: !359)
!359 = distinct !DILexicalBlock(scope: !355, file: !2, line: 70, column: 5)
!360 = !DILocation(line: 70, column: 36, scope: !359)
!361 = !DILocation(line: 70, column: 28, scope: !359)
!362 = !DILocation(line: 70, column: 40, scope: !359)
!363 = !DILocation(line: 70, column: 38, scope: !359)
!364 = !DILocation(line: 70, column: 26, scope: !359)
!365 = !DILocation(line: 70, column: 5, scope: !355)
!366 = !DILocation(line: 71, column: 16, scope: !359)
!367 = !DILocation(line: 71, column: 18, scope: !359)
!368 = !DILocation(line: 71, column: 13, scope: !359)
!369 = !DILocation(line: 71, column: 9, scope: !359)
!370 = !DILocation(line: 70, column: 44, scope: !359)
!371 = !DILocation(line: 70, column: 5, scope: !359)
!372 = distinct !{!372, !365, !373, !125}
!373 = !DILocation(line: 71, column: 19, scope: !355)
!374 = !DILocation(line: 72, column: 32, scope: !212)
!375 = !DILocation(line: 72, column: 5, scope: !212)
!376 = !DILocation(line: 73, column: 10, scope: !212)
!377 = !DILocation(line: 73, column: 5, scope: !212)
!378 = !DILocation(line: 74, column: 5, scope: !212)
!379 = !DILocation(line: 75, column: 1, scope: !212)
!380 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 38, type: !381, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !44, retainedNodes: !64)
!381 = !DISubroutineType(types: !382)
!382 = !{!63, !383, !383, !231}
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!385 = !DILocalVariable(name: "msg", arg: 1, scope: !380, file: !2, line: 38, type: !383)
!386 = !DILocation(line: 38, column: 29, scope: !380)
!387 = !DILocalVariable(name: "path", arg: 2, scope: !380, file: !2, line: 38, type: !383)
!388 = !DILocation(line: 38, column: 46, scope: !380)
!389 = !DILocalVariable(name: "f", arg: 3, scope: !380, file: !2, line: 38, type: !231)
!390 = !DILocation(line: 38, column: 58, scope: !380)
!391 = !DILocation(line: 40, column: 13, scope: !380)
!392 = !DILocation(line: 40, column: 39, scope: !380)
!393 = !DILocation(line: 40, column: 44, scope: !380)
!394 = !DILocation(line: 40, column: 5, scope: !380)
!395 = !DILocation(line: 41, column: 9, scope: !396)
!396 = distinct !DILexicalBlock(scope: !380, file: !2, line: 41, column: 9)
!397 = !DILocation(line: 41, column: 9, scope: !380)
!398 = !DILocation(line: 42, column: 16, scope: !396)
!399 = !DILocation(line: 42, column: 9, scope: !396)
!400 = !DILocation(line: 43, column: 5, scope: !380)
!401 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 33, type: !402, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !44, retainedNodes: !64)
!402 = !DISubroutineType(types: !403)
!403 = !{!63, !231, !281, !46, !46}
!404 = !DILocalVariable(name: "f", arg: 1, scope: !401, file: !2, line: 33, type: !231)
!405 = !DILocation(line: 33, column: 29, scope: !401)
!406 = !DILocalVariable(name: "buf", arg: 2, scope: !401, file: !2, line: 33, type: !281)
!407 = !DILocation(line: 33, column: 38, scope: !401)
!408 = !DILocalVariable(name: "size", arg: 3, scope: !401, file: !2, line: 33, type: !46)
!409 = !DILocation(line: 33, column: 50, scope: !401)
!410 = !DILocalVariable(name: "count", arg: 4, scope: !401, file: !2, line: 33, type: !46)
!411 = !DILocation(line: 33, column: 63, scope: !401)
!412 = !DILocation(line: 35, column: 18, scope: !401)
!413 = !DILocation(line: 35, column: 23, scope: !401)
!414 = !DILocation(line: 35, column: 29, scope: !401)
!415 = !DILocation(line: 35, column: 36, scope: !401)
!416 = !DILocation(line: 35, column: 12, scope: !401)
!417 = !DILocation(line: 35, column: 42, scope: !401)
!418 = !DILocation(line: 35, column: 39, scope: !401)
!419 = !DILocation(line: 35, column: 5, scope: !401)
